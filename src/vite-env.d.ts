/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_MOCK?: string;
  readonly VITE_RESTRICTED_UIDS?: string;
  readonly VITE_STORAGE_BUCKET?: string;
  readonly VITE_STORAGE_REGION?: string;
  readonly VITE_STORAGE_ENDPOINT?: string;
  readonly VITE_STORAGE_IDENTITY_POOL_ID?: string;
  readonly VITE_STOREFRONT_URL?: string;
  readonly VITE_AGREEMENT_FIELDS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
