/** Holds a refused caller before answering: a client retrying in a loop then costs a timer, not a request. */
export const holdRefusal = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
