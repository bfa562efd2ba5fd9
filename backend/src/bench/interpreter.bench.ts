/**
 * Interpreter benchmark: the rules interpreter reads every corpus message many times, each reading
 * timed on its own, and the time per message is reported as p50, p99 and the slowest, for the tuning
 * corpus, the held-out set and 4,096-character messages (the most WhatsApp sends). Both sets live with
 * the tests, so the bench is built on its own (tsconfig.bench.json) and not into the app's dist:
 * `npm run bench:interpreter`.
 *
 * Each set is measured in three passes, one after another, and the pass with the median CPU p99 is
 * the one reported and judged; every pass's p99 is printed beside it. On a shared machine a whole
 * pass can run a quarter slower than the next with nothing changed (docs/benchmarks.md), which a
 * single pass would report as the reader's cost. The API and web benches judge medians the same way.
 *
 * Knobs (environment): BENCH_ROUNDS (readings of the whole set in each pass, default 100).
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { CORPUS, CORPUS_NOW } from '../features/assistant/interpreter/testing/corpus';
import { HELD_OUT } from '../features/assistant/interpreter/testing/held-out';
import { contextOf } from '../features/assistant/interpreter/testing/reading-score';
import type { InterpretContext } from '../features/assistant/interpreter/intent';
import { MAX_READ_LENGTH } from '../features/assistant/interpreter/message-reader';
import { RulesInterpreter } from '../features/assistant/interpreter/rules-interpreter';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const PASSES = 3;
/**
 * Readings before any is timed. After 20 rounds the first timed pass still read 1.9 to 2.1 ms at
 * p99 while the passes after it settled at 1.3 to 1.6 ms: the engine is still compiling the reader.
 * After 40 the first pass reads like the rest.
 */
const WARM_UP_ROUNDS = 40;
const TARGET_P99_MS = 2;
/**
 * What fails the run. The same reader (one tree, nothing changed) read 1.24 ms at p99 on one day and
 * 2.83 ms on the next on this class of shared 2-CPU machine, its p50 moving from 0.15 to 0.43 ms with
 * it: the 2 ms goal is a figure to judge and record, not one CI can hold a commit to. A pattern that
 * goes quadratic costs tens to hundreds of milliseconds on the 4,096-character messages whatever the
 * machine, where the slowest of them read 4 to 6 ms on the slow day; the run fails past ten times the goal.
 */
const RUNAWAY_P99_MS = 20;

/** The longest messages: pasted noise, lists of tasks, and a long labelled note. */
const LONG_MESSAGES = [
  'xq7#'.repeat(1024),
  'buy milk and call mum at 6; '.repeat(147).slice(0, 4096),
  `note: ${'A long day, and tomorrow at 10 the bank. '.repeat(100)}`.slice(0, 4096),
  'tomorrow at 10 '.repeat(273),
  'and '.repeat(1024),
  // Long runs of separators and of a decision's opening words, which a pattern with overlapping
  // ways to match would try against each other.
  `a${' '.repeat(4094)}b`,
  `a${' \n'.repeat(2047)}b`,
  `we just ${'we just '.repeat(510)}`.slice(0, 4096),
  `decided ${', and '.repeat(816)}`.slice(0, 4096),
  // The longest messages still read for tasks, just under the cut-off: the most asks read, each with a time.
  'call mum tomorrow at 6 and '.repeat(37).slice(0, MAX_READ_LENGTH),
  'pay the gas bill on friday at 10\n'.repeat(31).slice(0, MAX_READ_LENGTH),
];

interface Sample {
  text: string;
  context: InterpretContext;
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

interface Figures {
  p50: number;
  p99: number;
  max: number;
}

interface Measured {
  /** Readings timed in the reported pass. */
  count: number;
  perSecond: number;
  /** Elapsed time per reading, which on a busy machine includes time the process waited for a CPU. */
  wall: Figures;
  /** CPU time per reading (the process's user and system time): the work a message costs. */
  cpu: Figures;
}

function figures(times: Float64Array): Figures {
  times.sort();
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: times[times.length - 1] };
}

function measurePass(rules: RulesInterpreter, samples: Sample[], rounds: number): Measured {
  const wall = new Float64Array(samples.length * rounds);
  const cpu = new Float64Array(samples.length * rounds);
  let index = 0;
  const started = performance.now();
  for (let round = 0; round < rounds; round++) {
    for (const sample of samples) {
      const cpuBefore = process.cpuUsage();
      const before = performance.now();
      rules.read(sample.text, sample.context);
      wall[index] = performance.now() - before;
      const used = process.cpuUsage(cpuBefore);
      cpu[index++] = (used.user + used.system) / 1000;
    }
  }
  const elapsed = performance.now() - started;
  return { count: wall.length, perSecond: (wall.length / elapsed) * 1000, wall: figures(wall), cpu: figures(cpu) };
}

/** The pass with the median CPU p99 of three, and each pass's CPU p99 in the order they ran. */
function measure(rules: RulesInterpreter, samples: Sample[], rounds: number): Measured & { passesCpuP99: number[] } {
  for (let round = 0; round < WARM_UP_ROUNDS; round++) for (const sample of samples) rules.read(sample.text, sample.context);
  const passes = Array.from({ length: PASSES }, () => measurePass(rules, samples, rounds));
  const median = [...passes].sort((a, b) => a.cpu.p99 - b.cpu.p99)[Math.floor(PASSES / 2)];
  return { ...median, passesCpuP99: passes.map((pass) => pass.cpu.p99) };
}

function main(): void {
  const rules = new RulesInterpreter();
  const corpus = CORPUS.map((item) => ({ text: item.text, context: { now: CORPUS_NOW, timeZone: item.timeZone } }));
  const heldOut = HELD_OUT.map((item) => ({ text: item.text, context: contextOf(item) }));
  const long = LONG_MESSAGES.map((text) => ({ text, context: { now: CORPUS_NOW, timeZone: 'Europe/London' } }));
  const load = loadavg()[0].toFixed(2);
  const results = [
    { name: `corpus (${corpus.length} messages)`, ...measure(rules, corpus, ROUNDS) },
    { name: `held-out set (${heldOut.length} messages)`, ...measure(rules, heldOut, ROUNDS) },
    { name: `long messages, up to 4,096 characters (${long.length})`, ...measure(rules, long, ROUNDS) },
  ];
  const ms = (value: number) => value.toFixed(3);
  const rows = [
    [
      'messages',
      'readings',
      'p50 ms',
      'p99 ms',
      'max ms',
      'CPU p50 ms',
      'CPU p99 ms',
      'CPU max ms',
      'CPU p99 of each pass',
      'messages/s',
      `CPU p99 <= ${TARGET_P99_MS} ms`,
    ],
    ...results.map((r) => [
      r.name,
      String(r.count),
      ms(r.wall.p50),
      ms(r.wall.p99),
      ms(r.wall.max),
      ms(r.cpu.p50),
      ms(r.cpu.p99),
      ms(r.cpu.max),
      r.passesCpuP99.map(ms).join(' / '),
      Math.round(r.perSecond).toLocaleString('en-GB'),
      r.cpu.p99 <= TARGET_P99_MS ? 'met' : 'MISSED',
    ]),
  ];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  const line = (row: string[]) => `| ${row.map((cell, c) => cell.padEnd(widths[c])).join(' | ')} |`;
  console.log(
    `\nRules interpreter — ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} CPUs, node ${process.version}, 1-minute load ${load} at start\n`,
  );
  console.log([line(rows[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n'));
  console.log(
    `\np50/p99/max: elapsed time per message, which includes waiting for a CPU on a busy machine; CPU columns: the work each message costs. ${PASSES} passes of ${ROUNDS} rounds per set after ${WARM_UP_ROUNDS} rounds unmeasured; the pass with the median CPU p99 is shown and judged.`,
  );
  console.log(
    JSON.stringify({ interpreter: 'rules', rounds: ROUNDS, passes: PASSES, load: Number(load), results, targetP99Ms: TARGET_P99_MS }),
  );
  const runaway = results.filter((r) => r.cpu.p99 > RUNAWAY_P99_MS);
  for (const r of runaway)
    console.error(`${r.name}: CPU p99 ${ms(r.cpu.p99)} ms, past the ${RUNAWAY_P99_MS} ms that only a runaway pattern costs`);
  if (runaway.length > 0) process.exitCode = 1;
}

main();
