import { pino } from 'pino'

/** The process's logger (main.ts hands it to Fastify too), for lines written outside any request. */
export const processLog = pino()
