import type { TutorialCategory, TutorialVideo } from './types'

export const CATEGORY_LABELS: Record<TutorialCategory, string> = {
  basics: 'Basics',
  advanced: 'Advanced',
  tips: 'Tips',
}

export const CATEGORY_COLORS: Record<TutorialCategory, string> = {
  basics: 'green',
  advanced: 'purple',
  tips: 'gold',
}

export type CategoryFilter = TutorialCategory | 'all'

export function videosIn(videos: TutorialVideo[], filter: CategoryFilter): TutorialVideo[] {
  return filter === 'all' ? videos : videos.filter((video) => video.category === filter)
}

export function isAvailable(video: TutorialVideo): boolean {
  return video.vimeoId !== ''
}

// Vimeo's player for the video: h is the key of an unlisted video; dnt keeps Vimeo from
// tracking the viewer; autoplay because the viewer has just asked for the video.
export function playerUrl(video: TutorialVideo): string {
  const params = new URLSearchParams()
  if (video.vimeoHash !== '') params.set('h', video.vimeoHash)
  params.set('dnt', '1')
  params.set('autoplay', '1')
  return `https://player.vimeo.com/video/${encodeURIComponent(video.vimeoId)}?${params.toString()}`
}
