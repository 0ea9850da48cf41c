/** Container tokens of the leads module's ports and use cases. */
export const LEADS = {
  LeadRepository: Symbol.for('leads.LeadRepository'),
  AdvisorRepository: Symbol.for('leads.AdvisorRepository'),
  FeedbackRepository: Symbol.for('leads.FeedbackRepository'),
  ExecutiveDirectory: Symbol.for('leads.ExecutiveDirectory'),
  LeadMailer: Symbol.for('leads.LeadMailer'),
  EmailDeliveryLog: Symbol.for('leads.EmailDeliveryLog'),
  LeadsSettings: Symbol.for('leads.LeadsSettings'),
  SubmitLead: Symbol.for('leads.SubmitLead'),
  UpdateLeadRequest: Symbol.for('leads.UpdateLeadRequest'),
  SendLeadEmail: Symbol.for('leads.SendLeadEmail'),
  FindAdvisor: Symbol.for('leads.FindAdvisor'),
  ManageLeads: Symbol.for('leads.ManageLeads'),
  ManageAdvisors: Symbol.for('leads.ManageAdvisors'),
  /** Public (index.ts): request counts per product, to sort insurance lists (spec 03 §3, §9). */
  RequestCounts: Symbol.for('leads.RequestCounts'),
  Feedbacks: Symbol.for('leads.Feedbacks'),
  ProductCatalogue: Symbol.for('leads.ProductCatalogue'),
  /** Public (index.ts): the sales module records each online purchase as a lead (spec 03 §4). */
  OnlineSaleLeads: Symbol.for('leads.OnlineSaleLeads'),
  SupportTicketRepository: Symbol.for('leads.SupportTicketRepository'),
  SupportAgentDirectory: Symbol.for('leads.SupportAgentDirectory'),
  ManageSupportTickets: Symbol.for('leads.ManageSupportTickets'),
  NotRobotCrypto: Symbol.for('leads.NotRobotCrypto'),
  UsedChallenges: Symbol.for('leads.UsedChallenges'),
  IssueNotRobotChallenge: Symbol.for('leads.IssueNotRobotChallenge'),
  VerifyNotRobot: Symbol.for('leads.VerifyNotRobot'),
} as const;

/** The BullMQ queue of the leads e-mails (fed by the outbox). */
export const LEADS_EMAIL_QUEUE = 'leads-email';

/** The queue and job of the support tickets' answers e-mailed to the customer (fed by the outbox). */
export const SUPPORT_TICKET_MAIL_QUEUE = 'support-ticket-mail';
export const SUPPORT_TICKET_MAIL_JOB = 'support-ticket.reply';
