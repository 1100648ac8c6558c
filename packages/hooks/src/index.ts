export { usePocketkit } from "./provider/context";
export { PocketkitProvider } from "./provider/pocketkit-provider";
export type { PocketkitProviderProps } from "./provider/pocketkit-provider";
export { pocketkitKeys } from "./query-keys";
export type { CollectionName, RecordOf, Register, RegisteredCollections } from "./register";

export { fetchFullList } from "./records/fetch-full-list";
export type { FullListQuery } from "./records/fetch-full-list";
export type { ListQuery } from "./records/list-query";
export {
  infiniteRecordListOptions,
  recordCountOptions,
  recordListOptions,
  recordOptions,
} from "./records/record-queries";
export { runBatch } from "./records/run-batch-alias";
export type { BatchItem, BatchOutcome, RunBatchOptions } from "@pocketkit/client";
export { useBatch } from "./records/use-batch";
export type { UseBatchResult } from "./records/use-batch";
export { useCount } from "./records/use-count";
export type { UseCountOptions } from "./records/use-count";
export { useCreate } from "./records/use-create";
export type { UseCreateOptions } from "./records/use-create";
export { UNDO_WINDOW_MS, useDelete } from "./records/use-delete";
export type { UndoableDelete, UseDeleteOptions, UseDeleteResult } from "./records/use-delete";
export { useFullList } from "./records/use-full-list";
export type { UseFullListOptions } from "./records/use-full-list";
export { useInfiniteList } from "./records/use-infinite-list";
export type { UseInfiniteListOptions, UseInfiniteListResult } from "./records/use-infinite-list";
export { useList } from "./records/use-list";
export type { UseListOptions, UseListResult } from "./records/use-list";
export { useRecord } from "./records/use-record";
export type { UseRecordOptions } from "./records/use-record";
export { useUpdate } from "./records/use-update";
export type { UpdateVariables, UseUpdateOptions } from "./records/use-update";
export type { UploadProgress } from "@pocketkit/client";

export {
  authMethodsOptions,
  useAuth,
  useAuthMethods,
  useChangePassword,
  useCompleteOAuth2Redirect,
  useConfirmEmailChange,
  useConfirmPasswordReset,
  useConfirmVerification,
  useDeleteAccount,
  useRequestEmailChange,
  useRequestOtp,
  useRequestPasswordReset,
  useRequestVerification,
  useSignInWithOAuth2Popup,
  useSignInWithOtp,
  useSignInWithPassword,
  useSignUp,
  useStartOAuth2Redirect,
} from "./auth";
export type {
  AuthCollectionOptions,
  AuthMethods,
  AuthProvider,
  AuthUser,
  ChangePasswordVariables,
  CompleteOAuth2RedirectVariables,
  ConfirmEmailChangeVariables,
  ConfirmPasswordResetVariables,
  ConfirmVerificationVariables,
  OAuth2PopupVariables,
  RequestEmailChangeVariables,
  RequestOtpResult,
  RequestOtpVariables,
  RequestPasswordResetVariables,
  RequestVerificationVariables,
  SignInResult,
  SignInWithOtpVariables,
  SignInWithPasswordVariables,
  SignUpVariables,
  StartOAuth2RedirectVariables,
  UseAuthMethodsOptions,
  UseAuthResult,
  UseChangePasswordOptions,
  UseDeleteAccountOptions,
  UseConfirmEmailChangeOptions,
  UseConfirmPasswordResetOptions,
  UseConfirmVerificationOptions,
  UseRequestEmailChangeOptions,
  UseRequestOtpOptions,
  UseRequestPasswordResetOptions,
  UseRequestVerificationOptions,
  UseSignInWithOAuth2PopupOptions,
  UseSignInWithOAuth2PopupResult,
  UseSignInWithOtpOptions,
  UseSignInWithPasswordOptions,
  UseSignUpOptions,
  UseStartOAuth2RedirectOptions,
} from "./auth";

export { createUploadQueueStore } from "./upload/upload-queue-store-alias";
export type {
  DuplicateCandidate,
  FindDuplicate,
  UploadDuplicate,
  UploadItem,
  UploadItemStatus,
  UploadQueueOptions,
  UploadQueuePersister,
  UploadQueueResult,
  UploadQueueSnapshot,
  UploadQueueStore,
  PrepareFile,
  PreparedFile,
} from "@pocketkit/client";
export { useUploadQueue } from "./upload/use-upload-queue";
export type { UseUploadQueueOptions, UseUploadQueueResult } from "./upload/use-upload-queue";
export { fileTokenOptions, useFileToken } from "./files/use-file-token";
export type { UseFileTokenOptions } from "./files/use-file-token";
export { useFileUrl } from "./files/use-file-url";
export type { FileRecord, RecordFileUrl, UseFileUrlOptions, UseFileUrlResult } from "./files/use-file-url";
export { MediaProvider, useMedia } from "./media/media-context";
export type { MediaProviderProps } from "./media/media-context";
export { useMediaUrls } from "./media/use-media-urls";
export type { UseMediaUrlsResult } from "./media/use-media-urls";

export { createCompletionStore } from "./completion/completion-store-alias";
export type {
  CompletionSnapshot,
  CompletionStatus,
  CompletionStore,
  CompletionStoreOptions,
} from "@pocketkit/client";
export { useCompletion } from "./completion/use-completion";
export type { UseCompletionOptions, UseCompletionResult } from "./completion/use-completion";

export * from "./admin";

export { applyRealtimeEvents } from "./realtime/apply-events";
export { useRealtimeSync } from "./realtime/use-realtime-sync";
export { useConnectionState } from "./realtime/use-connection-state";
export { useBrowserOnline } from "./realtime/use-browser-online";
