import { describeApiFuzz } from './support/api-fuzz'

describeApiFuzz(['admin@example.com'], ['query'])
