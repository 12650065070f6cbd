import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { academicYearOf, REGISTER_RULES, type HomeLiveFigure } from '@society/contracts';
import type { PublicSiteSettingsDto } from '../../../../dtos/site-settings-responses.dto';
import { todayInIndia } from '../../../../validation/calendar-day';
import { OutcomesService } from './outcomes.service';

/** How long the live figures are reused: the home page is read by every visitor, the register changes by the day. */
export const HOME_FIGURES_CACHE_MS = 10 * 60 * 1000;

type LiveFigures = Record<HomeLiveFigure, string | null>;

/**
 * The home page's figures live from the register, where the admin chose it (Site tab): this academic year's
 * society-wide outcomes, never a batch's or a child's. A figure from too few children stays the typed one.
 */
@Injectable()
export class HomeFiguresService {
  private cached: { at: number; figures: Promise<LiveFigures> } | null = null;

  constructor(private readonly outcomes: OutcomesService) {}

  /** The figures as the home page shows them, this process's copy at most HOME_FIGURES_CACHE_MS old. */
  liveFigures(now = Date.now()): Promise<LiveFigures> {
    if (!this.cached || now - this.cached.at >= HOME_FIGURES_CACHE_MS) {
      const figures = this.compute();
      this.cached = { at: now, figures };
      figures.catch(() => (this.cached = null));
    }
    return this.cached.figures;
  }

  /** Forgets the copy (a test that changed the register). */
  forget(): void {
    this.cached = null;
  }

  private async compute(): Promise<LiveFigures> {
    const { society } = await this.outcomes.outcomes(academicYearOf(todayInIndia()));
    const percent = (value: number | null) => (value === null ? null : `${value}%`);
    return {
      childrenTaught: society.childrenEnrolled >= REGISTER_RULES.minChildrenInFigure ? String(society.childrenEnrolled) : null,
      averageAttendance: percent(society.attendancePercent),
      roseALevel: percent(society.roseALevelPercent),
    };
  }

  /** The public settings with each live figure's value from the register; the version (ETag) changes with them. */
  async withLiveFigures(view: PublicSiteSettingsDto): Promise<PublicSiteSettingsDto> {
    if (!view.home.statistics.some((statistic) => statistic.live)) return view;
    const figures = await this.liveFigures();
    const statistics = view.home.statistics.map((statistic) => {
      const live = statistic.live ? figures[statistic.live] : null;
      return live === null ? statistic : { ...statistic, value: live };
    });
    const digest = createHash('sha256').update(JSON.stringify(statistics)).digest('base64url').slice(0, 8);
    return { ...view, home: { ...view.home, statistics }, version: `${view.version}.${digest}` };
  }
}
