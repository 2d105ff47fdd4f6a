/**
 * The social feed widget (docs/rules/content-areas.md section 1: one tab with a microblog timeline, one with
 * photo-sharing posts; section 9: the box's default height 400), shown on the congress home. The posts come from
 * the platform's own server (GET /api/Modules/SocialFeed), photos included: no third-party script or image. The
 * tabs are a WAI-ARIA tablist (ui/Tabs: arrows, Home and End). Configuration: config_json `socialFeed`
 * (core/socialFeed/config.ts), each bad value warned about once and replaced by its default; with `active` false
 * the widget shows nothing.
 *
 * Texts: socialFeed.* . Theme tokens: those of SocialFeed.styles and ui/Tabs. Parts: social-feed, social-feed-tabs.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { SocialPost } from '../../contracts';
import { parseSocialFeedConfig, SOCIAL_FEED_TABS, type SocialFeedTab } from '../../core/socialFeed/config';
import { SOCIAL_FEED_TEXTS } from '../../core/socialFeed/texts';
import { queryScope } from '../../store/queries/keys';
import { socialFeedQueries } from '../../store/queries/socialFeed';
import { useEventContext, useEventState, useTexts } from '../../store/react';
import { AsyncView } from '../../ui/AsyncView';
import { Tabs } from '../../ui/Tabs';
import { Author, Box, Photo, Photos, Post, Posts, Widget } from './SocialFeed.styles';

export function SocialFeed() {
  const t = useTexts(SOCIAL_FEED_TEXTS);
  const context = useEventContext();
  const language = useEventState((state) => state.loadedLanguage ?? state.language);
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const raw = useEventState((state) => state.config.raw);
  const config = useMemo(() => {
    const parsed = parseSocialFeedConfig(raw);
    parsed.warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
    return parsed.config;
  }, [raw]);
  const [tab, setTab] = useState<SocialFeedTab>(config.tab);
  const posts = useQuery({
    ...socialFeedQueries.posts(queryScope(context, language), eventId),
    enabled: config.active && eventId !== null,
  });
  if (!config.active) return null;

  return (
    <Widget part="social-feed" aria-labelledby="social-feed-title" data-social-feed="">
      <h2 id="social-feed-title">{config.title ?? t('socialFeed.title')}</h2>
      <Box $height={config.height} data-social-feed-height={config.height}>
        <Tabs
          tabs={SOCIAL_FEED_TABS}
          selected={tab}
          onSelect={setTab}
          label={t('socialFeed.tabs')}
          tabLabel={(name) => t(`socialFeed.tab.${name}`)}
          part="social-feed-tabs"
        >
          <AsyncView
            query={posts}
            texts={{ loading: t('socialFeed.loading'), error: t('socialFeed.error') }}
            stateAttribute="data-social-feed"
          >
            {(all) => <TabContent tab={tab} posts={all.filter((post) => post.Kind === tab)} />}
          </AsyncView>
        </Tabs>
      </Box>
    </Widget>
  );
}

function TabContent({ tab, posts }: { tab: SocialFeedTab; posts: SocialPost[] }) {
  const t = useTexts(SOCIAL_FEED_TEXTS);
  const { http } = useEventContext();
  const language = useEventState((state) => state.loadedLanguage ?? state.language);
  const timeZone = useEventState((state) => state.details?.TimeZone ?? 'UTC');
  const when = (value: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(value));
  if (posts.length === 0) return <p>{t('socialFeed.empty')}</p>;

  const byline = (post: SocialPost) => (
    <Author>
      <strong>{post.Name}</strong>
      <span>@{post.Handle}</span>
      <time dateTime={post.PostedAt}>{when(post.PostedAt)}</time>
    </Author>
  );

  if (tab === 'photo') {
    return (
      <Photos data-social-feed-list="photo">
        {posts.map((post) => (
          <li key={post.Id}>
            <Post aria-label={t('socialFeed.by', { name: post.Name, handle: post.Handle })}>
              {post.Photo && <Photo src={http.url(post.Photo.Url)} alt={post.Photo.Alt} width={400} height={400} loading="lazy" />}
              <p>{post.Text}</p>
              {byline(post)}
            </Post>
          </li>
        ))}
      </Photos>
    );
  }
  return (
    <Posts data-social-feed-list="timeline">
      {posts.map((post) => (
        <li key={post.Id}>
          <Post aria-label={t('socialFeed.by', { name: post.Name, handle: post.Handle })}>
            {byline(post)}
            <p>{post.Text}</p>
          </Post>
        </li>
      ))}
    </Posts>
  );
}
