/**
 * Preloaded into a production build made by a test (`node --import`), which has no
 * network: the build's own reads of the provider and the help desk (the plans, the
 * Android release, the help centre) sent to the example https origins it was given
 * reach the test's sandbox instead, as DNS would send them to the real ones. Only the
 * address changes; the sandbox answers as the provider (it was started with the example
 * origin as its public origin, so the links in its answers name that origin).
 *
 * SKYLINE_TEST_ROUTES: a JSON object from origin to origin, e.g.
 * `{"https://api1.skyline.example":"http://127.0.0.1:40123"}`.
 */
const routes = new Map<string, string>(Object.entries(JSON.parse(process.env.SKYLINE_TEST_ROUTES ?? '{}') as Record<string, string>));
const realFetch = globalThis.fetch;

function routed(url: string): string {
  const { origin } = new URL(url);
  const to = routes.get(origin);
  return to === undefined ? url : `${to}${url.slice(origin.length)}`;
}

globalThis.fetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  if (input instanceof Request) return realFetch(new Request(routed(input.url), input), init);
  return realFetch(routed(input instanceof URL ? input.href : input), init);
};
