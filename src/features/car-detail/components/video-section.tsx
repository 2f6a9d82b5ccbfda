/** The model's video (POST caryoutube); the section is absent when the model has none. */
import type { CarVideo } from '../../../data/endpoints';
import { Skeleton } from '../../../ui/skeleton';
import { VideoPopup } from '../../../ui/video-popup';
import { DetailSection } from './detail-section';
import styles from './video-section.module.css';

interface VideoSectionProps {
  name: string;
  video: CarVideo | null | undefined;
  isLoading: boolean;
}

/** The video cover and popup, or nothing. */
export function VideoSection({ name, video, isLoading }: VideoSectionProps) {
  if (!video && !isLoading) return null;
  return (
    <DetailSection id="car-video" eyebrow="Video" title={`Lihat Toyota ${name} Beraksi`}>
      <div className={styles.frame}>{video ? <VideoPopup video={video} title={`Video Toyota ${name}`} /> : <Skeleton ratio="16 / 9" />}</div>
    </DetailSection>
  );
}
