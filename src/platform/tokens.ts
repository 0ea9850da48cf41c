import type { Router } from 'express';
import type { Job } from 'bullmq';

/** Container tokens of the platform's shared services. Modules bind their own in <module>/tokens.ts. */
export const PLATFORM = {
  Config: Symbol.for('platform.Config'),
  Logger: Symbol.for('platform.Logger'),
  Sequelize: Symbol.for('platform.Sequelize'),
  Redis: Symbol.for('platform.Redis'),
  QueueRegistry: Symbol.for('platform.QueueRegistry'),
  Outbox: Symbol.for('platform.Outbox'),
  Clock: Symbol.for('platform.Clock'),
  /** Multi-bound: every module's HTTP routes. */
  HttpRoute: Symbol.for('platform.HttpRoute'),
  /** Multi-bound: every module's BullMQ processors. */
  JobProcessor: Symbol.for('platform.JobProcessor'),
  /** Multi-bound: checks reported by /api/health. */
  HealthCheck: Symbol.for('platform.HealthCheck'),
} as const;

export interface HttpRoute {
  /** Mount path below the site root, e.g. '/api/globales'. */
  path: string;
  router: Router;
}

export interface JobProcessor {
  queue: string;
  concurrency?: number;
  process(job: Job): Promise<unknown>;
}

export interface HealthCheck {
  name: string;
  check(): Promise<void>;
}

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
