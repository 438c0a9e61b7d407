/** Word lists from which demo product names are built, per category. */
export interface CategorySeed {
  name: string
  description: string
  skuPrefix: string
  adjectives: readonly string[]
  nouns: readonly string[]
  priceRange: readonly [number, number]
}

export const CATEGORY_SEEDS: readonly CategorySeed[] = [
  {
    name: 'PTO',
    description: 'Power take-off shafts, drivelines and parts',
    skuPrefix: 'PTO',
    adjectives: ['Heavy-Duty', 'Splined', 'Telescoping', 'Wide-Angle', 'Slip-Clutch', 'Shear-Bolt', 'Series 4', 'Series 6'],
    nouns: ['PTO Shaft', 'Driveline', 'Yoke Assembly', 'Cross Kit', 'Shield Cone', 'Adapter', 'Torque Limiter', 'Gearbox'],
    priceRange: [25, 1800],
  },
  {
    name: 'Manufacture',
    description: 'Parts and consumables for our own production line',
    skuPrefix: 'MFG',
    adjectives: ['Steel', 'Aluminium', 'Precision', 'Hardened', 'Galvanised', 'Machined', 'Cast', 'Forged'],
    nouns: ['Bracket', 'Bearing Housing', 'Flange', 'Spacer', 'Bushing', 'Mounting Plate', 'Coupling', 'Pulley'],
    priceRange: [2, 450],
  },
  {
    name: 'Electronics',
    description: 'Sensors, controllers and cabling',
    skuPrefix: 'ELC',
    adjectives: ['Wireless', 'Waterproof', 'Compact', 'Smart', 'Industrial', 'Dual-Channel', 'Rugged', 'Low-Power'],
    nouns: ['Speed Sensor', 'Controller', 'Wiring Harness', 'LED Work Light', 'Display Unit', 'Relay Module', 'GPS Receiver', 'Battery Pack'],
    priceRange: [8, 900],
  },
  {
    name: 'Apparel',
    description: 'Workwear and safety clothing',
    skuPrefix: 'APP',
    adjectives: ['Insulated', 'High-Visibility', 'Flame-Resistant', 'Waterproof', 'Breathable', 'Reinforced', 'Lightweight', 'Canvas'],
    nouns: ['Work Jacket', 'Coveralls', 'Safety Vest', 'Work Gloves', 'Bib Overalls', 'Rain Poncho', 'Beanie', 'Work Boots'],
    priceRange: [6, 260],
  },
  {
    name: 'Home & Garden',
    description: 'Yard, garden and household equipment',
    skuPrefix: 'HOM',
    adjectives: ['Cordless', 'Folding', 'Stainless', 'Cedar', 'Expandable', 'Self-Watering', 'Solar', 'Compact'],
    nouns: ['Hose Reel', 'Garden Cart', 'Planter Box', 'Pruning Shears', 'Leaf Blower', 'Path Light', 'Compost Bin', 'Sprinkler'],
    priceRange: [5, 650],
  },
  {
    name: 'Tools',
    description: 'Hand and power tools',
    skuPrefix: 'TLS',
    adjectives: ['Impact', 'Ratcheting', 'Magnetic', 'Torque', 'Insulated', 'Brushless', 'Adjustable', 'Metric'],
    nouns: ['Wrench Set', 'Socket Set', 'Drill Driver', 'Angle Grinder', 'Screwdriver Kit', 'Hex Key Set', 'Pliers', 'Tool Chest'],
    priceRange: [9, 1200],
  },
  {
    name: 'Office Supplies',
    description: 'Everything for the front office',
    skuPrefix: 'OFC',
    adjectives: ['Recycled', 'Ergonomic', 'Heavy-Duty', 'Refillable', 'Adjustable', 'Archival', 'Bulk', 'Premium'],
    nouns: ['Copy Paper', 'Desk Organizer', 'Label Maker', 'Stapler', 'File Cabinet', 'Desk Chair', 'Whiteboard', 'Binder Set'],
    priceRange: [2, 700],
  },
  {
    name: 'Outdoor',
    description: 'Camping, fencing and outdoor gear',
    skuPrefix: 'OUT',
    adjectives: ['Portable', 'All-Weather', 'Insulated', 'Collapsible', 'Heavy-Gauge', 'Ultralight', 'Treated', 'Galvanised'],
    nouns: ['Fence Post', 'Cooler', 'Tarp', 'Camp Stove', 'Water Tank', 'Gate Latch', 'Trail Camera', 'Tent'],
    priceRange: [4, 1500],
  },
]

export const FIRST_NAMES = [
  'Liam', 'Emma', 'Noah', 'Olivia', 'Mateo', 'Sophia', 'Lucas', 'Amelia', 'Ethan', 'Mia', 'Aiden', 'Harper',
  'Jackson', 'Evelyn', 'Sebastian', 'Abigail', 'Leo', 'Ella', 'Mason', 'Scarlett', 'Elijah', 'Grace', 'Owen',
  'Chloe', 'Caleb', 'Nora', 'Isaac', 'Zoe', 'Julian', 'Layla', 'Hiro', 'Priya', 'Kwame', 'Ines', 'Tomás', 'Aaliyah',
]

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Garcia', 'Brown', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez',
  'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark',
  'Lewis', 'Walker', 'Young', 'Allen', 'King', 'Nguyen', 'Patel', 'Okafor', 'Kowalski', 'Schmidt', 'Tanaka',
]

export const STREETS = ['Main St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Pine St', 'Elm St', 'Lakeview Rd', 'Hillcrest Ave', 'Park Blvd', 'River Rd']

export const CITIES: readonly (readonly [string, string, string])[] = [
  ['Newark', 'NJ', '07102'],
  ['Princeton', 'NJ', '08540'],
  ['Trenton', 'NJ', '08608'],
  ['Hoboken', 'NJ', '07030'],
  ['Philadelphia', 'PA', '19103'],
  ['Allentown', 'PA', '18101'],
  ['New York', 'NY', '10001'],
  ['Brooklyn', 'NY', '11201'],
  ['Wilmington', 'DE', '19801'],
  ['Stamford', 'CT', '06901'],
]
