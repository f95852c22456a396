import type { RouteAddress, RouteBody, RouteHeaders, RouteName, RouteResponse } from '@hairhue/contracts';
// The addresses alone, not the route table: the table's zod schemas would otherwise enter the bundle.
import { routeAddresses } from '@hairhue/contracts/route-addresses';
import { apiJson } from './client';

type PathOf<N extends RouteName> = (typeof routeAddresses)[N]['path'];

/** The `{name}` placeholders of a path: `'/photos/{id}/appearance'` → `'id'`. */
type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

type ParamsOption<N extends RouteName> = [PathParamNames<PathOf<N>>] extends [never]
  ? { params?: never }
  : { params: Record<PathParamNames<PathOf<N>>, string> };

type JsonOption<N extends RouteName> = [RouteBody<N>] extends [never]
  ? { json?: never }
  : { json: RouteBody<N> };

type HeadersOption<N extends RouteName> = [RouteHeaders<N>] extends [never]
  ? { headers?: never }
  : { headers?: RouteHeaders<N> };

type FileOption<N extends RouteName> = (typeof routeAddresses)[N] extends {
  readonly multipartFileField: string;
}
  ? { file: { blob: Blob; name: string } }
  : { file?: never };

/**
 * What a call of route N takes: params exactly when its path has them, its JSON body, the headers it reads,
 * its multipart file.
 */
export type CallOptions<N extends RouteName> = ParamsOption<N> &
  JsonOption<N> &
  HeadersOption<N> &
  FileOption<N>;

type CallArguments<N extends RouteName> =
  Record<string, never> extends CallOptions<N> ? [options?: CallOptions<N>] : [options: CallOptions<N>];

/** The path with each `{name}` replaced by its URL-encoded parameter. */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}

/**
 * One call of a contract route: method, path, whether the token goes along, the multipart field and the
 * answer's type all come from the contract, so a change there fails the web's typecheck.
 */
export function callRoute<N extends RouteName>(
  name: N,
  ...[options]: CallArguments<N>
): Promise<RouteResponse<N>> {
  const address: RouteAddress = routeAddresses[name];
  const { params, json, headers, file } = (options ?? {}) as {
    params?: Record<string, string>;
    json?: unknown;
    headers?: Record<string, string | undefined>;
    file?: { blob: Blob; name: string };
  };
  return apiJson(address.method, fillPath(address.path, params), {
    json,
    headers: headers && definedHeaders(headers),
    form: file && multipartForm(address, file),
    auth: address.auth,
  });
}

function definedHeaders(headers: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

function multipartForm(address: RouteAddress, file: { blob: Blob; name: string }): FormData {
  if (!address.multipartFileField) throw new Error(`${address.path} takes no multipart file`);
  const form = new FormData();
  form.append(address.multipartFileField, file.blob, file.name);
  return form;
}
