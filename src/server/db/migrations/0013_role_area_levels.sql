CREATE TABLE "role_area_levels" (
	"role_id" uuid NOT NULL,
	"area" text NOT NULL,
	"level" smallint NOT NULL,
	CONSTRAINT "role_area_levels_role_id_area_pk" PRIMARY KEY("role_id","area")
);
--> statement-breakpoint
ALTER TABLE "role_area_levels" ADD CONSTRAINT "role_area_levels_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The built-in roles grant what their names used to (src/shared/permissions.ts, AREA_ROLES): admin and dev every area,
-- each area role its areas, all at Delete, so holders keep exactly the access they had. Other roles grant nothing yet.
INSERT INTO "role_area_levels" ("role_id", "area", "level")
SELECT r."id", a."area", 20
FROM "roles" r
JOIN (VALUES
  ('admin', 'products'), ('admin', 'inventory'), ('admin', 'orders'), ('admin', 'customers'),
  ('admin', 'analytics'), ('admin', 'user_management'), ('admin', 'settings'),
  ('dev', 'products'), ('dev', 'inventory'), ('dev', 'orders'), ('dev', 'customers'),
  ('dev', 'analytics'), ('dev', 'user_management'), ('dev', 'settings'),
  ('inventory_manager', 'products'), ('inventory_manager', 'inventory'),
  ('order_manager', 'orders'), ('sales', 'orders'), ('sales', 'customers'),
  ('customer_service', 'customers'), ('analyst', 'analytics'), ('hr_manager', 'user_management')
) AS a("role", "area") ON lower(r."name") = a."role"
ON CONFLICT DO NOTHING;
