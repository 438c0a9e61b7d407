import type { TestServer } from './test-server'

/** Previews a CSV through previewInventoryUpload as `token`'s user; the preview's id. */
export async function previewCsv(server: TestServer, token: string, text: string, name: string): Promise<string> {
  const answer = await server.upload<{ previewInventoryUpload: { id: string } }>(
    'mutation ($file: Upload!) { previewInventoryUpload(file: $file) { id } }',
    {},
    { file: new File([text], name, { type: 'text/csv' }) },
    token,
  )
  return answer.data!.previewInventoryUpload.id
}
