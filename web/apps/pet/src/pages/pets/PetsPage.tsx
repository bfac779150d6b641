// 我的宠物: the caller's pets as cards (photo, lost badge, battery, last seen), searched by name,
// owner or device and filtered to the lost ones; 添加宠物 and 编辑 open the pet form; each card
// uploads its photo, switches lost mode (the tracker reports often until found), rings the tracker
// and deletes the pet; a watch-type tracker's card offers 语音 (its voice messages both ways,
// @chelian/ui VoicePanel). Calls in service.ts and ../../shared/petList.ts.
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Empty, Input, Modal, Popconfirm, Spin, Switch } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { createVoiceApi, currentSessionId, reportError } from '@chelian/core';
import { LimitedUpload, VoicePanel } from '@chelian/ui';
import { usePetServices } from '../../services/petServices';
import { listPets, petsQueryKey, type Pet } from '../../shared/petList';
import { PetCard } from './parts/PetCard';
import { PetFormDialog } from './parts/PetFormDialog';
import { createPetsApi, type PetForm } from './service';
import { createPetCareApi, petCareActions, usePetAction } from '../../shared/petCare';
import styles from './PetsPage.module.css';
import { petFormTexts, petsTexts as texts } from '../../texts';

type Editing = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; pet: Pet };

export function PetsPage() {
  const { http, storage } = usePetServices();
  const api = useMemo(() => createPetsApi(http, storage), [http, storage]);
  const care = useMemo(() => createPetCareApi(http), [http]);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [keywordInput, setKeywordInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [lostOnly, setLostOnly] = useState(false);
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [photoVersion, setPhotoVersion] = useState(() => Date.now());
  const voices = useMemo(() => createVoiceApi(http), [http]);
  const [voiceOf, setVoiceOf] = useState<Pet>();

  const query = { keyword, lostOnly };
  const list = useQuery({ queryKey: petsQueryKey(query), queryFn: () => listPets(http, query) });
  useEffect(() => {
    if (list.error) reportError(list.error);
  }, [list.error]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['pet', 'list'] });
  const run = usePetAction();
  const save = async (form: PetForm) => {
    try {
      await api.save(form);
      void message.success(petFormTexts.saved);
      setEditing({ kind: 'closed' });
      refresh();
    } catch (e) {
      reportError(e);
    }
  };
  const today = dayjs().format('YYYY-MM-DD');

  const actionsOf = (pet: Pet) => [
    <Button key="edit" type="link" size="small" onClick={() => setEditing({ kind: 'edit', pet })}>
      {texts.edit}
    </Button>,
    <LimitedUpload
      key="photo"
      link
      accept="image/png,image/jpeg"
      onFiles={([file]) =>
        void run(async () => {
          if (!file) return undefined;
          await api.uploadPhoto(pet.id, file);
          setPhotoVersion(Date.now());
          return texts.photoSaved;
        })
      }
    >
      {texts.uploadPhoto}
    </LimitedUpload>,
    ...petCareActions(pet, care, (work) => void run(work)),
    <Popconfirm key="remove" title={texts.removeConfirm(pet.name)} onConfirm={() => void run(async () => (await api.remove(pet.id), texts.removed))}>
      <Button type="link" size="small" danger>
        {texts.remove}
      </Button>
    </Popconfirm>,
  ];

  const pets = list.data?.data ?? [];
  return (
    <div className={styles.page} data-testid="pets-page">
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          aria-label={texts.search}
          placeholder={texts.search}
          style={{ width: 260 }}
          value={keywordInput}
          onChange={(e) => setKeywordInput(e.target.value)}
          onSearch={(v) => setKeyword(v.trim())}
        />
        <span>
          <Switch checked={lostOnly} onChange={setLostOnly} aria-label={texts.lostOnly} /> {texts.lostOnly}
        </span>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'add' })}>
          {texts.add}
        </Button>
      </div>
      {list.isLoading ? (
        <Spin />
      ) : pets.length === 0 ? (
        <Empty description={texts.empty} />
      ) : (
        <div className={styles.grid}>
          {pets.map((p) => (
            <PetCard
              key={p.id}
              pet={p}
              today={today}
              photoUrl={p.hasPhoto ? api.photoUrl(p, photoVersion) : undefined}
              actions={actionsOf(p)}
              voice={
                p.terminalType.includes('手表') ? (
                  <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => setVoiceOf(p)}>
                    {texts.voice}
                  </Button>
                ) : undefined
              }
            />
          ))}
        </div>
      )}
      <Modal open={!!voiceOf} footer={null} width={820} onCancel={() => setVoiceOf(undefined)} destroyOnHidden title={null} closable aria-label={texts.voice}>
        {voiceOf && <VoicePanel api={voices} vehicleId={voiceOf.id} name={voiceOf.name} sessionId={() => currentSessionId(storage)} />}
      </Modal>
      <PetFormDialog open={editing.kind !== 'closed'} pet={editing.kind === 'edit' ? editing.pet : undefined} onSave={save} onClose={() => setEditing({ kind: 'closed' })} />
    </div>
  );
}
