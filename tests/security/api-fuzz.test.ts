import { describeApiFuzz } from './support/api-fuzz'

// Who may not call most operations: the refusal must hold whatever the input.
describeApiFuzz(['anonymous', 'viewer@example.com'], ['query', 'mutation'])
