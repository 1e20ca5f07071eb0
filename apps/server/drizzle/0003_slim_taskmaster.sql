CREATE TABLE "blog_post_translations" (
	"post_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text,
	"summary" text,
	"body" text,
	CONSTRAINT "blog_post_translations_post_id_locale_pk" PRIMARY KEY("post_id","locale")
);
--> statement-breakpoint
CREATE TABLE "help_article_translations" (
	"article_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text,
	"body" text,
	CONSTRAINT "help_article_translations_article_id_locale_pk" PRIMARY KEY("article_id","locale")
);
--> statement-breakpoint
ALTER TABLE "blog_post_translations" ADD CONSTRAINT "blog_post_translations_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_article_translations" ADD CONSTRAINT "help_article_translations_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;