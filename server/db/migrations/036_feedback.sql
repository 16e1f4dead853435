-- Feedback tickets: a player's ticket, its thread (player and operator messages) and its images.

-- status: open (waiting for us), answered (an operator replied last), closed (no more messages).
-- player_seen_at: when the player last opened the ticket; an operator message after it is unread (red dot).
CREATE TABLE feedback_tickets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  category text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  last_reply_at bigint,
  player_seen_at bigint NOT NULL
);
CREATE INDEX feedback_tickets_user ON feedback_tickets (user_id, id);
CREATE INDEX feedback_tickets_status ON feedback_tickets (status, updated_at);

-- body is plain text, never rendered as HTML.
CREATE TABLE feedback_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id bigint NOT NULL REFERENCES feedback_tickets (id),
  from_operator boolean NOT NULL,
  body text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX feedback_messages_ticket ON feedback_messages (ticket_id, id);

-- Re-encoded pictures (server/domain/kyc-image.ts); user_id repeats the ticket's owner so a read checks it directly.
CREATE TABLE feedback_images (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id bigint NOT NULL REFERENCES feedback_tickets (id),
  user_id bigint NOT NULL REFERENCES users (id),
  mime text NOT NULL,
  bytes bytea NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX feedback_images_ticket ON feedback_images (ticket_id);
