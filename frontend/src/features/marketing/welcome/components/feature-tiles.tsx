import { welcomeContent } from '@/content/welcome';

import { TileIllustration } from './tile-illustrations';

const tileBackgrounds = ['bg-accent-soft', 'bg-highlight/20', 'bg-surface-muted', 'bg-accent-soft'] as const;

export function FeatureTiles() {
  return (
    <section aria-labelledby="welcome-tiles-heading">
      <h2 id="welcome-tiles-heading" className="sr-only">
        {welcomeContent.tilesLabel}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {welcomeContent.tiles.map((tile, index) => (
          <li key={tile.id} className="flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card">
            <div className={`aspect-[4/3] ${tileBackgrounds[index % tileBackgrounds.length]}`}>
              <TileIllustration id={tile.id} className="size-full" />
            </div>
            <div className="flex flex-1 flex-col p-4 sm:p-5">
              <h3 className="text-small font-semibold text-ink sm:text-body">{tile.title}</h3>
              <p className="mt-1 text-caption text-ink-muted sm:text-small">{tile.body}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
