import { readFileSync } from 'node:fs';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
const dir = process.argv[2];
const artifacts = JSON.parse(readFileSync(`${dir}/artifacts.json`, 'utf8'));
const trace = JSON.parse(readFileSync(`${dir}/defaultPass.trace.json`, 'utf8'));
let devtoolsLog = JSON.parse(readFileSync(`${dir}/defaultPass.devtoolslog.json`, 'utf8'));
if (process.env.DROP) {
  const drop = new RegExp(process.env.DROP);
  const ids = new Set(devtoolsLog.filter((e) => e.method === 'Network.requestWillBeSent' && drop.test(e.params.request.url)).map((e) => e.params.requestId));
  devtoolsLog = devtoolsLog.filter((e) => !ids.has(e.params?.requestId));
  console.log('dropped', ids.size);
}
if (process.env.SHRINK) {
  // SHRINK=regex:factor scales the bytes of matching responses
  const [re, f] = process.env.SHRINK.split(':'); const m = new RegExp(re);
  const ids = new Set(devtoolsLog.filter((e) => e.method === 'Network.requestWillBeSent' && m.test(e.params.request.url)).map((e) => e.params.requestId));
  for (const e of devtoolsLog) if (ids.has(e.params?.requestId)) { if (e.params.encodedDataLength) e.params.encodedDataLength = Math.round(e.params.encodedDataLength * f); if (e.params.dataLength) e.params.dataLength = Math.round(e.params.dataLength * f); }
}
const lhr = JSON.parse(readFileSync(`${dir}/lhr.report.json`, 'utf8'));
const settings = lhr.configSettings;
const context = { computedCache: new Map(), settings };
const data = { trace, devtoolsLog, gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, simulator: null };
for (const [name, M] of [['FCP', LanternFirstContentfulPaint], ['LCP', LanternLargestContentfulPaint]]) {
  const r = await M.request(data, context);
  console.log(`${name} ${Math.round(r.timing)} (optimistic ${Math.round(r.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(r.pessimisticEstimate.timeInMs)})`);
  if (process.argv[3] !== name && process.argv[3] !== 'all') continue;
  for (const [kind, est] of [['optimistic', r.optimisticEstimate], ['pessimistic', r.pessimisticEstimate]]) {
    console.log(' ', kind);
    const rows = [...est.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
    for (const [node, t] of rows) {
      const label = node.type === 'network' ? `${node.request.priority} ${node.request.resourceType} ${node.request.url.replace(/http:\/\/[^/]+/, '')} conn${node.request.connectionId}` : `cpu ${Math.round((node.endTime - node.startTime) / 1000)}ms observed`;
      console.log(`    ${String(Math.round(t.startTime)).padStart(5)} → ${String(Math.round(t.endTime)).padStart(5)}  ${label}`);
    }
  }
}
