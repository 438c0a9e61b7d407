import type { CodegenConfig } from '@graphql-codegen/cli'

const scalars = { DateTime: 'string', Upload: 'File' }

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['operations/**/*.graphql'],
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      // Documents as strings: the client sends them as they are, without graphql-js in the browser to print an AST.
      config: { useTypeImports: true, enumsAsTypes: true, scalars, documentMode: 'string' },
    },
    'src/server/graphql/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: './context#GraphQLContext',
        scalars: { DateTime: 'Date | string', Upload: 'File' },
        mappers: {
          User: './models#UserModel',
          Group: './models#GroupModel',
          Role: './models#RoleModel',
          Product: './models#ProductModel',
          ProductCategory: './models#CategoryModel',
          Order: './models#OrderModel',
          RecentOrder: './models#OrderModel',
          OrderProduct: './models#OrderItemModel',
          Address: './models#AddressModel',
          Payment: './models#PaymentModel',
          OrderEvent: './models#OrderEventModel',
          OrderNote: './models#OrderNoteModel',
          Customer: './models#CustomerModel',
          CustomerNote: './models#CustomerNoteModel',
          Dashboard: './models#DashboardModel',
          Pagination: './models#PaginationModel',
          ProductSearchResult: './models#ProductSearchModel',
          BulkUploadResult: './models#BulkUploadResultModel',
          UploadPreview: './models#UploadPreviewModel',
          BulkUpdateResult: './models#BulkUpdateResultModel',
          OrderChange: '../live/live-events#OrderChangeEvent',
          ProductChange: '../live/live-events#ProductChangeEvent',
        },
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write --log-level warn'] },
}

export default config
