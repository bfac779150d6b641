// One pet on 我的宠物: its photo, name with the lost badge, breed and age, owner, battery, state and
// last seen; the actions (edit, photo, lost/found, find device, delete) are the page's, and so is
// `voice` (语音 beside the tracker's number, for a watch-type tracker).
import { Badge, Card, Space, Tag } from 'antd';
import { SmileOutlined, ThunderboltOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { Pet } from '../../../shared/petList';
import { batteryTone, cardState, petAge } from '../model/petCard';
import styles from '../PetsPage.module.css';
import { petsTexts as texts } from '../../../texts';

export interface PetCardProps {
  pet: Pet;
  photoUrl: string | undefined;
  today: string;
  actions: ReactNode[];
  voice?: ReactNode;
}

export function PetCard({ pet, photoUrl, today, actions, voice }: PetCardProps) {
  const state = cardState(pet);
  const cover = photoUrl ? (
    <img className={styles.photo} src={photoUrl} alt={pet.name} />
  ) : (
    <div className={styles.noPhoto} aria-label={texts.noPhoto}>
      <SmileOutlined />
    </div>
  );
  return (
    <Card cover={cover} actions={actions} data-testid="pet-card" size="small">
      <div className={styles.name}>
        <span>{pet.name}</span>
        {state.lost && <Tag color="red">{texts.lostBadge}</Tag>}
        <Badge status={state.status === 'online' ? 'success' : 'default'} text={state.statusText} />
      </div>
      <div className={styles.line}>{texts.breedAge(pet.breed, petAge(pet.birthday, today))}</div>
      <div className={styles.line}>{texts.owner(pet.owner, pet.phone)}</div>
      <Space className={styles.line}>
        <span className={styles[batteryTone(pet.battery)]}>
          <ThunderboltOutlined /> {state.batteryText}
        </span>
        <span>{texts.terminal(pet.terminalNo)}</span>
        {voice}
      </Space>
      <div className={styles.line}>{state.lastSeenText}</div>
    </Card>
  );
}
