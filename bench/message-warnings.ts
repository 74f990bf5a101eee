// Benchmark: what the warning check (deal-safety/message-warnings.ts) adds to each message
// written (goal ≤ 1 ms, issue "Deal safely"). Runs the check over a mix of messages — short
// chat, ones with contact details and links, and the longest allowed (2000 characters) of
// harmless text and of runs ("1-1-1-…", "a.a.a.…") that were quadratic once — and prints the
// mean, p95, p99 and max per message (the max is a garbage collection or a busy machine).
//   node bench/message-warnings.ts [--rounds 2000]
import './lib/help.ts';
import { MESSAGE_TEXT_MAX } from '../src/shared/constants.ts';
import { messageWarnings } from '../src/server/features/deal-safety/message-warnings.ts';

const at = process.argv.indexOf('--rounds');
const rounds = at > 0 ? Number(process.argv[at + 1]) : 2000;
const fill = (unit: string) =>
  unit.repeat(Math.ceil(MESSAGE_TEXT_MAX / unit.length)).slice(0, MESSAGE_TEXT_MAX);
const samples = [
  'Is it still available? I could come on Saturday.',
  'Olá! Ainda está disponível? Liga-me: 912 345 678 ou whats app.',
  'Pay at https://paypal.me/someone and I ship with DHL, tracking at dhl-parcel.com/x',
  'w h a t s a p p me, joao (at) gmail (dot) com',
  fill('The wing has 120 hours, checked 12.05.2023, lines fine, porosity good. '),
  fill('1 2 3 4 5 6 7 8 '),
  fill('a b c d e f g h '),
  fill('see www.example.com/a.b.c.d '),
  fill('1-'),
  fill('a.'),
  fill('x'),
];

for (let i = 0; i < 200; i++) for (const s of samples) messageWarnings(s, 'airgear.example');
const times: number[] = [];
for (let r = 0; r < rounds; r++)
  for (const s of samples) {
    const start = process.hrtime.bigint();
    messageWarnings(s, 'airgear.example');
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
times.sort((a, b) => a - b);
const mean = times.reduce((a, b) => a + b, 0) / times.length;
const p95 = times[Math.floor(times.length * 0.95)]!;
const p99 = times[Math.floor(times.length * 0.99)]!;
console.log(
  `message warnings: ${times.length} checks, mean ${mean.toFixed(4)} ms, p95 ${p95.toFixed(4)} ms, p99 ${p99.toFixed(4)} ms, max ${times.at(-1)!.toFixed(3)} ms (goal ≤ 1 ms)`,
);
