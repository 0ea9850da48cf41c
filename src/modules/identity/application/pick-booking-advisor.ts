import { inject, injectable } from 'inversify';
import { pickAdvisor } from '../domain/booking-link.js';
import { IDENTITY } from '../tokens.js';
import type { TokenService, UserRepository } from './ports.js';

export interface BookingAdvisor {
  id: number;
  name: string;
  bookingUrl: string;
}

/**
 * GET /api/calendly/getUserRandom (spec 03 §7): one advisor's booking link, chosen at random among the active
 * staff users who have one, so bookings spread over the team. Null when nobody has a link.
 */
@injectable()
export class PickBookingAdvisor {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.TokenService) private readonly random: TokenService,
  ) {}

  async execute(): Promise<BookingAdvisor | null> {
    return pickAdvisor(await this.users.advisorsWithBookingLink(), (count) => this.random.randomInt(count));
  }
}
