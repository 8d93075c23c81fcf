/**
 * The EdgeOne Pages edge function for `/api/*` (bundled by the build into
 * `edge-functions/api/[[default]].js`): EdgeOne calls `onRequest` with the request and
 * the project's environment variables. The help desk origin the build was made with is
 * the default; an environment variable of the project overrides it.
 */
import { handleEdgeRequest } from './edge-handler.ts';

/** Replaced by the build with the help desk origin it names (hosting/targets/bundle.ts). */
declare const BUILT_HELP_DESK_ORIGIN: string;

interface EdgeOneContext {
  request: Request;
  env?: Record<string, string | undefined>;
}

export function onRequest(context: EdgeOneContext): Promise<Response> {
  return handleEdgeRequest(context.request, { HELP_DESK_ORIGIN: context.env?.HELP_DESK_ORIGIN ?? (BUILT_HELP_DESK_ORIGIN || undefined) });
}
