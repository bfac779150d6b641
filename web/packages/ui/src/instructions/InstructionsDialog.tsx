// The instructions dialog (R-DLG-2, showInstructions with a type): the command form of the chosen
// command (or a choice among the commands the target's terminal supports), validation, sending to
// one asset, a checked batch or a group (named in the request's words), and the results tracked in place.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Popconfirm, Select, Space, Spin } from 'antd';
import {
  commandMsg,
  commandsForAll,
  commandsForTerminal,
  findCommand,
  initialCommandValues,
  validateCommand,
  type BatchCheck,
  type CommandApi,
  type CommandCatalogue,
  type CommandDef,
  type CommandValues,
  type MessageMap,
  wordsOrVehicle,
} from '@chelian/core';
import { ConsoleDialog } from '../dialogs/ConsoleDialog';
import { CommandForm } from './CommandForm';
import { CommandProgress } from './CommandProgress';
import { trackedFrom, useCommandTracking, type OpenLive, type TrackedCommand } from './useCommandTracking';
import { assetDialogTexts, instructionsDialogTexts as texts } from '../texts';

export type InstructionsRequest = MessageMap['showInstructions'];

export interface InstructionsDialogProps {
  request: InstructionsRequest;
  api: CommandApi;
  sessionId: () => string;
  onClose: () => void;
  /** Opens 命令下发报表 (the shell's page); absent: no such button. */
  onOpenReport?: () => void;
  /** Live connection factory (tests). */
  openLive?: OpenLive;
}

function targetText(r: InstructionsRequest, named: ReturnType<typeof assetDialogTexts>): string {
  if (r.groupId !== undefined) return named.group(`${r.groupName ?? r.groupId}${r.subGroups ? named.withSubGroups : ''}`);
  if (r.vehicleIds && r.vehicleIds.length > 1) return named.chosen(r.vehicleIds.length);
  return named.one(r.plate ?? r.vehicleId ?? '');
}

function errorText(error: unknown): string {
  const e = error as { msg?: string; message?: string } | undefined;
  return e?.msg || e?.message || texts.networkError;
}

export function InstructionsDialog({ request, api, sessionId, onClose, onOpenReport, openLive }: InstructionsDialogProps) {
  const [catalogue, setCatalogue] = useState<CommandCatalogue>();
  const [loadError, setLoadError] = useState('');
  const [type, setType] = useState(request.type);
  // The values belong to one command; another command starts from its own defaults.
  const [form, setForm] = useState<{ type: string; values: CommandValues }>({ type: '', values: {} });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [check, setCheck] = useState<BatchCheck>();
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState('');
  const [sent, setSent] = useState<TrackedCommand[]>([]);
  const rows = useCommandTracking(api, sessionId, sent, openLive);
  const named = assetDialogTexts(wordsOrVehicle(request.words));

  const batchIds = request.groupId === undefined && request.vehicleIds && request.vehicleIds.length > 0 ? request.vehicleIds : undefined;
  // batchIds is a fresh array per render: the check below keys on its content.
  const batchKey = batchIds?.join(',');
  const single = request.groupId === undefined && !batchIds && request.vehicleId !== undefined;

  useEffect(() => {
    let live = true;
    api
      .catalogue()
      .then((c) => live && setCatalogue(c))
      .catch((e: unknown) => live && setLoadError(errorText(e)));
    return () => {
      live = false;
    };
  }, [api]);

  const choices = useMemo(
    () => (single && request.terminalType ? commandsForTerminal(catalogue, request.terminalType) : commandsForAll(catalogue, [])),
    [catalogue, single, request.terminalType],
  );
  const def: CommandDef | undefined = findCommand(catalogue, type);
  const values: CommandValues = def ? (form.type === def.param ? form.values : initialCommandValues(def)) : {};

  // Another command: its own form, without the previous one's errors or batch check.
  const [formOf, setFormOf] = useState(def);
  if (formOf !== def) {
    setFormOf(def);
    setErrors({});
    setSendError('');
    setCheck(undefined);
  }

  // A batch first asks which of its vehicles can take the command.
  useEffect(() => {
    if (!def || batchKey === undefined) return undefined;
    let live = true;
    api
      .checkBatch(def.param, batchKey.split(',').map(Number))
      .then((c) => live && setCheck(c))
      .catch((e: unknown) => live && setSendError(errorText(e)));
    return () => {
      live = false;
    };
  }, [api, def, batchKey]);

  const submit = async () => {
    if (!def) return;
    const found = validateCommand(def, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const msg = commandMsg(def, values);
    setSending(true);
    setSendError('');
    try {
      if (request.groupId !== undefined) {
        const r = await api.sendGroup(request.groupId, def.param, msg, request.subGroups ? 1 : 0);
        setSent(r.items.map(trackedFrom));
      } else if (batchIds) {
        const ids = (check?.support ?? []).map((s) => s.vehicleId);
        if (ids.length === 0) {
          setSendError(named.noneSupport);
          return;
        }
        const r = await api.sendBatch(def.param, msg, ids);
        setSent(r.items.map(trackedFrom));
      } else if (request.vehicleId !== undefined) {
        const r = await api.send(request.vehicleId, def.param, msg, true);
        setSent([trackedFrom({ ...r, plate: r.plate || request.plate || '' })]);
      }
    } catch (e) {
      setSendError(errorText(e));
    } finally {
      setSending(false);
    }
  };

  const tracking = sent.length > 0;
  const sendButton = (
    <Button type="primary" loading={sending} disabled={!def || (batchIds !== undefined && !check)} onClick={def?.confirm ? undefined : () => void submit()}>{texts.send}</Button>
  );
  const footer = tracking ? (
    <Space>
      {onOpenReport && <Button onClick={onOpenReport}>{texts.openReport}</Button>}
      <Button onClick={() => setSent([])}>{texts.sendMore}</Button>
      <Button type="primary" onClick={onClose}>{texts.close}</Button>
    </Space>
  ) : (
    <Space>
      <Button onClick={onClose}>{texts.cancel}</Button>
      {def?.confirm ? (
        <Popconfirm title={texts.confirm(def.name)} description={def.remark || undefined} okText={texts.ok} cancelText={texts.cancel} onConfirm={() => void submit()}>
          {sendButton}
        </Popconfirm>
      ) : (
        sendButton
      )}
    </Space>
  );

  return (
    <ConsoleDialog open title={def ? texts.titleOf(def.name) : texts.title} width={560} onCancel={onClose} footer={footer} maskClosable={false}>
      <div data-testid="instructions-dialog">
        <div style={{ marginBottom: 12, color: '#555' }}>{targetText(request, named)}</div>
        {loadError && <Alert type="error" showIcon message={loadError} />}
        {!catalogue && !loadError && <Spin />}
        {catalogue && !tracking && (
          <>
            {(!request.type || !def) && (
              <Select
                aria-label={texts.command}
                style={{ width: '100%', marginBottom: 12 }}
                placeholder={choices.length ? texts.commandRequired : texts.none}
                value={def ? def.param : undefined}
                options={choices.map((c) => ({ value: c.param, label: c.name }))}
                onChange={(v: string) => setType(v)}
              />
            )}
            {request.type && !def && <Alert type="warning" showIcon message={texts.notAllowed} />}
            {def && (
              <>
                {(def.remark || def.speedGuard === 1) && (
                  <Alert
                    style={{ marginBottom: 12 }}
                    type="info"
                    showIcon
                    message={def.speedGuard === 1 ? texts.speedGuard(def.remark, catalogue.cutOilMaxKmh) : def.remark}
                  />
                )}
                <CommandForm def={def} values={values} errors={errors} onChange={(k, v) => setForm({ type: def.param, values: { ...values, [k]: v } })} />
                {check && (
                  <Alert
                    type={check.unsupportNum ? 'warning' : 'success'}
                    showIcon
                    message={named.supported(check.supportNum) + (check.unsupportNum ? named.unsupported(check.unsupportNum, check.unsupport.map((u) => u.plate).join('、')) : '')}
                  />
                )}
              </>
            )}
            {sendError && <Alert style={{ marginTop: 12 }} type="error" showIcon message={sendError} />}
          </>
        )}
        {tracking && (
          <CommandProgress rows={rows} words={request.words} photoUrls={(r) => api.photoUrls(r.vehicleId, r.mediaIds, sessionId())} />
        )}
      </div>
    </ConsoleDialog>
  );
}
