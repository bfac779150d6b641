// The assistant's chat panel: the conversation, FAQ prompts, vehicle and action choices, and the
// input. A reply of kind `action` runs its quick action at once (R-QA-1..3); a reply of kind `llm`
// is a language-model answer shown as it is written, with the FAQ entries it cites.
import { useEffect, useRef, useState } from 'react';
import { Avatar, Button, Input } from 'antd';
import { CloseOutlined, RobotOutlined, SendOutlined } from '@ant-design/icons';
import {
  runQuickAction,
  type AssistantApi,
  type AssistantConfig,
  type AssistantReply,
  type AssistantVehicle,
  type QuickActionName,
} from '@chelian/core';
import { appendTurns, botTurn, extendTurn, noteTurn, streamTurn, userTurn, welcomeTurn, type Turn } from './AssistantConversation';
import { followStream } from './followStream';
import styles from './AssistantWidget.module.css';
import { assistantPanelTexts as texts } from '../texts';

interface Props {
  config: AssistantConfig;
  api: AssistantApi;
  onClose: () => void;
}

function BotAvatar({ url }: { url: string }) {
  return url ? <Avatar size={32} src={url} alt={texts.avatar} /> : <Avatar size={32} icon={<RobotOutlined />} style={{ background: '#fff', color: '#1668dc' }} />;
}

type Act = (action: QuickActionName, label: string, vehicle: AssistantVehicle) => void;

/** The buttons under a reply: vehicles to choose, actions to choose, or opening the page again. */
function ReplyChoices({ reply, onAct }: { reply: AssistantReply; onAct: Act }) {
  const { action, actionLabel = '' } = reply;
  const first = reply.vehicles[0];
  if (reply.kind === 'chooseVehicle' && action) {
    return (
      <div className={styles.choices}>
        {reply.vehicles.map((v) => (
          <Button key={v.vehicleId} size="small" onClick={() => onAct(action, actionLabel, v)}>
            {v.plate} · {v.groupName}
          </Button>
        ))}
      </div>
    );
  }
  if (reply.kind === 'chooseAction' && first) {
    return (
      <div className={styles.choices}>
        {(reply.actions ?? []).map((a) => (
          <Button key={a.action} size="small" onClick={() => onAct(a.action, a.label, first)}>
            {a.label}
          </Button>
        ))}
      </div>
    );
  }
  if (reply.kind === 'action' && action && first) {
    return (
      <div className={styles.choices}>
        <Button size="small" type="link" onClick={() => onAct(action, actionLabel, first)}>{texts.openAgain}</Button>
      </div>
    );
  }
  return null;
}

export function AssistantPanel({ config, api, onClose }: Props) {
  const [turns, setTurns] = useState<Turn[]>(() => [welcomeTurn(config)]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const closed = useRef(false);
  useEffect(() => {
    closed.current = false;
    return () => {
      closed.current = true;
    };
  }, []);
  useEffect(() => {
    // A block body: newer browsers return a promise from scrollIntoView, which must not become the
    // effect's cleanup.
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [turns]);

  const act: Act = (action, label, vehicle) => {
    runQuickAction(action, vehicle);
    setTurns((t) => appendTurns(t, noteTurn(texts.opened(vehicle.plate, label))));
  };

  /** Shows a streamed answer as it is written; the input waits until it ends. */
  const stream = (reply: AssistantReply) => {
    const turn = streamTurn(reply);
    setTurns((t) => appendTurns(t, turn));
    return followStream(api, reply.streamId ?? '', {
      cancelled: () => closed.current,
      onPiece: (p) => setTurns((t) => extendTurn(t, turn.id, p.text, p.done === 1, p.citations)),
    }).catch(() => setTurns((t) => extendTurn(t, turn.id, texts.streamBroken, true)));
  };

  const ask = (message: string, faqId?: number) => {
    if (busy || (!message.trim() && !faqId)) return;
    setTurns((t) => appendTurns(t, userTurn(message)));
    setText('');
    setBusy(true);
    api
      .chat(message.trim(), faqId)
      .then((reply) => {
        if (reply.kind === 'llm' && reply.streamId) return stream(reply);
        setTurns((t) => appendTurns(t, botTurn(reply)));
        const first = reply.vehicles[0];
        if (reply.kind === 'action' && reply.action && first) runQuickAction(reply.action, first);
      })
      .catch(() => setTurns((t) => appendTurns(t, noteTurn(texts.networkError))))
      .finally(() => setBusy(false));
  };

  return (
    <section className={styles.panel} role="dialog" aria-label={config.botName}>
      <header className={styles.header}>
        <BotAvatar url={config.robotHeaderUrl} />
        <div className={styles.headerTitle}>
          {config.botName}
          <div className={styles.headerSub}>{config.productName}</div>
        </div>
        <Button type="text" size="small" icon={<CloseOutlined style={{ color: '#fff' }} />} aria-label={texts.close} onClick={onClose} />
      </header>
      <div className={styles.messages} data-testid="assistant-messages">
        {turns.map((turn) => (
          <div key={turn.id} className={`${styles.row} ${turn.from === 'user' ? styles.rowUser : ''}`}>
            <div className={`${styles.bubble} ${turn.from === 'user' ? styles.bubbleUser : ''}`}>
              {turn.text || (turn.streaming ? texts.thinking : '')}
              {turn.streaming && turn.text && <span className={styles.cursor} aria-hidden="true" />}
              {turn.reply && <ReplyChoices reply={turn.reply} onAct={act} />}
              {turn.citations && (
                <div className={styles.citations} data-testid="assistant-citations">
                  <span>{texts.sources}</span>
                  {turn.citations.map((c) => (
                    <button key={c.id} type="button" className={styles.citation} title={c.question} onClick={() => ask(c.question, c.id)}>
                      {texts.citation(c.id, c.topic)}
                    </button>
                  ))}
                </div>
              )}
              {turn.prompts && (
                <div className={styles.prompts}>
                  {turn.prompts.map((p) => (
                    <button key={p.id} type="button" className={styles.prompt} onClick={() => ask(p.question, p.id)}>
                      {p.question}
                    </button>
                  ))}
                </div>
              )}
            </div>
          </div>
        ))}
        <div ref={end} />
      </div>
      <div className={styles.input}>
        <Input
          value={text}
          maxLength={150}
          placeholder={texts.placeholder}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={() => ask(text)}
          aria-label={texts.inputLabel}
        />
        <Button type="primary" icon={<SendOutlined />} loading={busy} onClick={() => ask(text)}>{texts.send}</Button>
      </div>
    </section>
  );
}
