import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { learnedFrom, learnOdds, ODDS_FILES } from './odds-training';

/** `npm run train:odds`: learns the odds from the corpus and the opened sets and writes them beside the reader. */
const items = learnedFrom();
const reader = join(__dirname, '..', '..', '..', '..', '..', 'src', 'features', 'assistant', 'interpreter');
for (const [file, labelOf] of Object.entries(ODDS_FILES)) {
  writeFileSync(join(reader, file), `${learnOdds(items, labelOf)}\n`);
  process.stdout.write(`learned ${file} from ${items.length} messages\n`);
}
