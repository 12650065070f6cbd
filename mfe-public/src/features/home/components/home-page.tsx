import { Hero } from './hero';
import { StatsBand } from './stats-band';

export function HomePage() {
  return (
    <>
      <Hero />
      <StatsBand />
    </>
  );
}
