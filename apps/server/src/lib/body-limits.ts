// Request body bounds, read by the app's body-limit middleware and the read-cache fast path.
import { AVATAR_MAX_BYTES } from '@gemlane/contract';

/** JSON bodies: far above any real call, far below memory trouble. */
export const JSON_BODY_LIMIT = 64 * 1024;
/** Uploads: the 20 MB image plus multipart framing. */
export const UPLOAD_BODY_LIMIT = AVATAR_MAX_BYTES + 64 * 1024;
