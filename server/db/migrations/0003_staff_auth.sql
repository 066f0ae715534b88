CREATE TABLE "staff_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"subject" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "staff_login_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"token_hash" text,
	"code_hash" text,
	"request_ip" text NOT NULL,
	"failed_codes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "staff_login_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" integer DEFAULT 0 NOT NULL,
	"transports" jsonb,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_login_tokens_email_idx" ON "staff_login_tokens" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "staff_login_tokens_ip_idx" ON "staff_login_tokens" USING btree ("request_ip","created_at");--> statement-breakpoint
CREATE INDEX "staff_passkeys_email_idx" ON "staff_passkeys" USING btree ("email");--> statement-breakpoint
CREATE INDEX "staff_sessions_email_idx" ON "staff_sessions" USING btree ("email");