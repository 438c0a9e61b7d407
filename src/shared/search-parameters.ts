/** The spec's search input: a list of keys, each holding a list of values. */
export interface SearchParameter {
  key: string
  value: string[]
}

export function firstValue(parameters: readonly SearchParameter[], key: string): string | undefined {
  return parameters.find((parameter) => parameter.key === key)?.value[0]
}

/** Filters: every key that is not one of the paging, sorting or search keys, with all its values. */
export function filterParameters(
  parameters: readonly SearchParameter[],
  reserved: readonly string[],
): SearchParameter[] {
  return parameters.filter((parameter) => !reserved.includes(parameter.key) && parameter.value.length > 0)
}
