/**
 * What stands between a page's HTML and its first paint: loads pages under the bench's
 * emulation with Chromium's performance trace on, and prints, for each page, its LCP
 * candidates, every request made before the first paint, and the renderer main thread's
 * time by kind in two windows: navigation → the HTML's arrival, and arrival → first
 * paint. The findings are written up in docs/performance.md.
 *
 *   node scripts/trace.ts [--profile slow-4g|cn-peak] [--keep] [--no-build] [--block url-part ...] [path ...]
 *
 * It builds the site into .build/bench first (as `npm run bench` does). `--keep`
 * saves each raw trace to bench-results/trace-*.json, for chrome://tracing or Perfetto.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib.ts';
import { describeProfile, newPhoneContext, observePaint, PROFILES, readPaint, startMeasuring, throttle, type PaintFigures } from './throttle.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { profile: { type: 'string', default: 'slow-4g' }, keep: { type: 'boolean', default: false }, block: { type: 'string', multiple: true, default: [] }, 'no-build': { type: 'boolean', default: false } } });
const profile = PROFILES.find((candidate) => candidate.name === values.profile);
if (!profile) throw new Error(`unknown profile ${values.profile}; one of ${PROFILES.map((p) => p.name).join(', ')}`);
const paths = positionals.length > 0 ? positionals : ['/zh-TW/order/place', '/en-US/order/place', '/zh-TW/help', '/en-US/help', '/zh-TW/nowhere', '/en-US/nowhere', '/zh-TW/landing-page/android-app'];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

/**
 * Kinds of main-thread work, by the trace event that does it. Each event's time is
 * counted once, under its innermost kind (font lookups inside layout count as fonts).
 */
const KINDS: [kind: string, names: string[]][] = [
  ['navigation commit', ['DocumentLoader::CommitNavigation', 'RenderFrameImpl::CommitNavigation', 'NavigationBodyLoader::StartLoadingBody']],
  ['HTML parsing', ['ParseHTML', 'HTMLDocumentParser::DeferredPumpTokenizerIfPossible', 'HTMLDocumentParser::PumpTokenizer']],
  ['script', ['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'v8.run']],
  ['style', ['UpdateLayoutTree', 'Document::updateStyle', 'ParseAuthorStyleSheet', 'CSSParserImpl::parseStyleSheet']],
  ['layout', ['Layout']],
  ['font lookup and shaping', ['FontCache::GetFontPlatformData', 'FontCache::FallbackFontForCharacter', 'InlineNode::ShapeTextIncludingFirstLine', 'FontDataManager::onMatchFamilyStyle']],
  ['paint and composite', ['PrePaint', 'Paint', 'Layerize', 'Commit', 'PaintArtifactCompositor::Update']],
];
const KIND_OF = new Map(KINDS.flatMap(([kind, names]) => names.map((name) => [name, kind] as const)));

const { stack, browser, close } = await startMeasuring({ build: !values['no-build'] });
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing', 'v8.execute', 'toplevel', 'blink', 'navigation', 'fonts'];

console.log(`\n${describeProfile(profile)}; mobile viewport; times in ms after navigation start\n`);
for (const path of paths) {
  const context = await newPhoneContext(browser, stack.siteOrigin);
  const tab = await context.newPage();
  await throttle(context, tab, profile);
  await observePaint(tab);
  // What-if: requests whose URL contains a --block value are refused, to see what the paint waits for.
  for (const pattern of values.block ?? []) await tab.route((url) => url.href.includes(pattern), (route) => route.abort());
  await browser.startTracing(tab, { categories: CATEGORIES });
  await tab.goto(stack.siteOrigin + path, { waitUntil: 'load' });
  await tab.waitForLoadState('networkidle');
  const paint = await readPaint(tab);
  const raw = await browser.stopTracing();
  await context.close();
  const trace = JSON.parse(raw.toString('utf8')) as { traceEvents: TraceEvent[] };
  if (values.keep) {
    mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench-results', `trace-${profile.name}-${path.replace(/\W+/g, '_')}.json`), raw);
  }
  report(path, trace.traceEvents, paint);
}
await close();

/**
 * Main-thread time in a window, by kind: each event's self time (its duration less its
 * children's) goes to the kind of the nearest enclosing event that has one; time in tasks
 * with no kind is "other", and the rest of the window the thread was idle.
 */
function breakdown(thread: TraceEvent[], from: number, to: number): string {
  const inWindow = thread.filter((event) => event.ts >= from && event.ts < to);
  const totals = new Map<string, number>();
  const ordered = [...inWindow].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const open: { event: TraceEvent; kind: string | undefined; self: number }[] = [];
  const close = (entry: { kind: string | undefined; self: number }) => {
    if (entry.kind) totals.set(entry.kind, (totals.get(entry.kind) ?? 0) + entry.self / 1000);
  };
  for (const event of ordered) {
    while (open.length > 0 && (open.at(-1)?.event.ts ?? 0) + (open.at(-1)?.event.dur ?? 0) <= event.ts) close(open.pop() as (typeof open)[number]);
    const parent = open.at(-1);
    if (parent) parent.self -= event.dur ?? 0;
    open.push({ event, kind: KIND_OF.get(event.name) ?? parent?.kind, self: event.dur ?? 0 });
  }
  while (open.length > 0) close(open.pop() as (typeof open)[number]);
  const tasks = inWindow.filter((event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask');
  const busy = tasks.filter((task) => !tasks.some((outer) => outer !== task && outer.ts <= task.ts && outer.ts + (outer.dur ?? 0) >= task.ts + (task.dur ?? 0))).reduce((sum, task) => sum + (task.dur ?? 0), 0) / 1000;
  const accounted = [...totals.values()].reduce((sum, value) => sum + value, 0);
  const idle = Math.max(0, (to - from) / 1000 - busy);
  return `${((to - from) / 1000).toFixed(0)} ms: ${[...totals].sort((a, b) => b[1] - a[1]).map(([kind, value]) => `${kind} ${value.toFixed(0)}`).join(', ')}, other ${Math.max(0, busy - accounted).toFixed(0)}, idle ${idle.toFixed(0)}`;
}

function report(path: string, events: TraceEvent[], paint: PaintFigures): void {
  // The page's clock starts at its navigation start; the trace's events are placed on it.
  const start = events.find((event) => event.name === 'navigationStart' && String(event.args?.data?.documentLoaderURL ?? '').endsWith(path));
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!start || !fcp) {
    console.log(`${path}: no navigation or first paint in the trace`);
    return;
  }
  const t0 = start.ts;
  const ms = (ts: number) => Math.round((ts - t0) / 1000);
  const parse = events.find((event) => event.name === 'ParseHTML' && String(event.args?.beginData?.url ?? '').endsWith(path));
  console.log(`${path}${paint.finalPath === path ? '' : ` → ${paint.finalPath}`}`);
  console.log(`  page clock: HTML first byte ${paint.htmlFirstByteMs}, all of it ${paint.htmlArrivedMs}, first paint ${paint.firstPaintMs}, LCP ${paint.lcpMs} (trace: first paint ${ms(fcp.ts)})`);
  for (const entry of paint.lcpEntries) console.log(`  LCP candidate: ${entry}`);
  const requests = events.filter((event) => event.name === 'ResourceSendRequest' && event.ts < fcp.ts && !String(event.args?.data?.url ?? '').endsWith(path));
  for (const request of requests) console.log(`  requested before the first paint: ${ms(request.ts)} ${String(request.args?.data?.url)} (render-blocking: ${String(request.args?.data?.renderBlocking ?? '?')})`);
  if (!parse) return;
  const arrived = t0 + paint.htmlArrivedMs * 1000;
  const thread = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X');
  console.log(`  main thread from navigation to the HTML's arrival: ${breakdown(thread, t0, arrived)}`);
  console.log(`  main thread from the HTML's arrival to the first paint: ${breakdown(thread, arrived, fcp.ts)}`);
  const frames = thread.filter((event) => event.ts >= t0 && event.ts < fcp.ts && event.name === 'WebFrameWidgetImpl::UpdateLifecycle' && (event.dur ?? 0) > 1000).map((event) => `${ms(event.ts)} (${((event.dur ?? 0) / 1000).toFixed(0)} ms)`);
  console.log(`  rendering updates before the first paint: ${frames.join(', ')}\n`);
}
