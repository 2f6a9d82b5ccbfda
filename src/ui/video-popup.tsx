/**
 * A video cover with a play button; the player (an embed frame for YouTube) is created only after
 * the click, inside a popup, so nothing external loads until the visitor asks for it.
 */
import { useState } from 'react';
import { Icon } from './icons';
import { Image } from './image';
import { Modal } from './modal';
import styles from './video-popup.module.css';

interface VideoPopupProps {
  video: { cover: string; url: string };
  /** Names the video, e.g. 'Video Toyota Avanza'. */
  title: string;
}

/** Cover button and the popup player. */
export function VideoPopup({ video, title }: VideoPopupProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <>
      <button type="button" className={styles.cover} onClick={() => setPlaying(true)} aria-label={`Putar ${title}`}>
        <Image src={video.cover} alt="" width={1280} height={720} className={styles.image} />
        <span className={styles.play}>
          <Icon name="play" size={32} />
        </span>
      </button>
      {playing ? (
        <Modal label={title} onClose={() => setPlaying(false)} wide>
          <VideoPlayer url={video.url} title={title} />
        </Modal>
      ) : null}
    </>
  );
}

/** An animated image plays in <img>, a file in <video>, anything else (an embed page) in a frame. */
function VideoPlayer({ url, title }: { url: string; title: string }) {
  const path = url.split(/[?#]/)[0];
  if (/\.(svg|gif|webp)$/i.test(path)) return <img className={styles.player} src={url} alt={title} width={1280} height={720} />;
  if (/\.(mp4|webm)$/i.test(path)) return <video className={styles.player} src={url} title={title} controls autoPlay playsInline />;
  return <iframe className={styles.player} src={url} title={title} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />;
}
