import { ClockCircleOutlined, PlayCircleFilled, ReadOutlined } from '@ant-design/icons'
import { Button, Card, Tag, Typography } from 'antd'
import { guidePicture } from './GuideDialog'
import type { GuideStep } from './guides'
import { CATEGORY_COLORS, CATEGORY_LABELS, isAvailable, playerUrl } from './tutorials'
import type { TutorialVideo } from './types'
import styles from './TutorialsPage.module.css'

interface VideoCardProps {
  video: TutorialVideo
  playing: boolean
  onPlay: () => void
  /** The topic's illustrated guide, when it has one. */
  guide?: readonly GuideStep[]
  onOpenGuide: () => void
}

// The player is created only once the viewer opens the video, so the page itself loads nothing
// from Vimeo. Without a video the cover opens the guide, showing its first picture.
function CoverContent({ video, playing, onPlay, guide, onOpenGuide }: VideoCardProps) {
  const cover = guide?.[0]
  if (!isAvailable(video) && cover !== undefined) {
    return (
      <button
        type="button"
        className={[styles.coverFill, styles.guideCover].join(' ')}
        onClick={onOpenGuide}
        aria-label={`Open the guide: ${video.title}`}
      >
        <img className={styles.guidePicture} src={guidePicture(cover)} alt="" loading="lazy" />
        <span className={styles.guideBadge}>
          <ReadOutlined aria-hidden /> Open the guide
        </span>
      </button>
    )
  }
  if (!isAvailable(video)) {
    return (
      <div className={[styles.coverFill, styles.unavailable].join(' ')}>
        <span>This video is not available yet.</span>
      </div>
    )
  }
  if (playing) {
    return (
      <iframe
        className={[styles.coverFill, styles.player].join(' ')}
        src={playerUrl(video)}
        title={`${video.title} (video)`}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
      />
    )
  }
  return (
    <button type="button" className={[styles.coverFill, styles.play].join(' ')} onClick={onPlay} aria-label={`Play ${video.title}`}>
      <PlayCircleFilled className={styles.playIcon} />
      <span>Play video</span>
    </button>
  )
}

export function VideoCard(props: VideoCardProps) {
  const { video, guide, onOpenGuide } = props
  return (
    <Card className={styles.card} cover={
        <div className={styles.cover}>
          <CoverContent {...props} />
        </div>
      }>
      <div className={styles.meta}>
        <Tag color={CATEGORY_COLORS[video.category]}>{CATEGORY_LABELS[video.category]}</Tag>
        {video.duration !== '' && (
          <span className={styles.duration} aria-label={`Duration ${video.duration}`}>
            <ClockCircleOutlined /> {video.duration}
          </span>
        )}
      </div>
      <h3 className={styles.cardTitle}>{video.title}</h3>
      <Typography.Paragraph type="secondary" className={styles.description}>
        {video.description}
      </Typography.Paragraph>
      {guide !== undefined && guide.length > 0 && (
        <Button className={styles.guideButton} icon={<ReadOutlined aria-hidden />} onClick={onOpenGuide}>
          Step-by-step guide ({guide.length} steps)
        </Button>
      )}
    </Card>
  )
}
