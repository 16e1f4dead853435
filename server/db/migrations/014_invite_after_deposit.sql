-- An invite counts for the inviter once, at the invitee's first credited deposit (a sign-up alone was farmable with
-- throwaway accounts). Set when the invite was counted, so a second deposit or a late binding counts nothing again.
ALTER TABLE users ADD COLUMN invite_counted_at bigint;
