import type { Migration } from '../src/platform/migrator.js';

// Support tickets (spec 03 §4: new, open, pending, hold, solved), their answers to the customer, and the two
// back-office permissions that work them; support staff also get contact-us:create, the permission that opens
// a ticket (a customer opens its own, staff one on a customer's behalf). Assignee ids point at identity's users by value (no foreign key
// across modules); the name is kept so the list needs no join.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE support_tickets (
      id              bigserial   PRIMARY KEY,
      subject         text        NOT NULL,
      description     text        NOT NULL,
      requester_name  text        NOT NULL,
      requester_email text        NOT NULL,
      status          text        NOT NULL DEFAULT 'new'
                      CHECK (status IN ('new', 'open', 'pending', 'hold', 'solved')),
      assignee_id     integer,
      assignee_name   text,
      created_by_id   integer,
      created_at      timestamptz NOT NULL DEFAULT now(),
      updated_at      timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX support_tickets_status ON support_tickets (status, id);
    CREATE INDEX support_tickets_assignee ON support_tickets (assignee_id) WHERE assignee_id IS NOT NULL;

    CREATE TABLE support_ticket_messages (
      id          bigserial   PRIMARY KEY,
      ticket_id   bigint      NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
      author_name text        NOT NULL,
      body        text        NOT NULL,
      sent_to     text        NOT NULL,
      sent_at     timestamptz,
      created_at  timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX support_ticket_messages_ticket ON support_ticket_messages (ticket_id, id);
  `);
  await sequelize.query(
    `INSERT INTO identity_permissions (name, description) VALUES
       ('support-ticket:read', 'Ve los tickets de soporte'),
       ('support-ticket:update', 'Asigna, cambia el estado y responde los tickets de soporte')
     ON CONFLICT (name) DO UPDATE SET description = EXCLUDED.description`,
  );
  await sequelize.query(
    `INSERT INTO identity_role_permissions (role_id, permission)
     SELECT r.id, p.permission FROM identity_roles r
       CROSS JOIN (VALUES ('support-ticket:read'), ('support-ticket:update'), ('contact-us:create')) AS p (permission)
      WHERE r.name IN ('ADMIN', 'ADMINISTRADOR', 'EJECUTIVO DE SOPORTE', 'JEFATURA_SAC_CHILE')
     ON CONFLICT DO NOTHING`,
  );
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('DROP TABLE support_ticket_messages, support_tickets');
  await sequelize.query(
    `DELETE FROM identity_permissions WHERE name IN ('support-ticket:read', 'support-ticket:update')`,
  );
};
