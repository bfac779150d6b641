// 指令查询 (1509): 选择时间, 车辆车组; the commands sent with who, what and the result; file export.
import { BUTTON_INSTRUCTION_EXPORT, BUTTON_INSTRUCTION_SEARCH } from '../../access';
import { TargetRangeReport } from '../../shared/TargetRangeReport';
import type { TargetRange } from '../../shared/useTargetRange';
import { COMMAND_REPORT_EXPORT, commandParams, fetchCommands, type CommandRow } from './service';
import { commonTexts as common, instructionTexts as texts } from '../../texts';

export function InstructionPage() {
  return (
    <TargetRangeReport<CommandRow, TargetRange>
      testId="report-instruction"
      listKey="instruction"
      toFilter={({ target, range }) => (target ? { target, range } : undefined)}
      fetch={fetchCommands}
      searchButton={BUTTON_INSTRUCTION_SEARCH}
      exportButton={BUTTON_INSTRUCTION_EXPORT}
      exportHow={COMMAND_REPORT_EXPORT}
      exportParams={commandParams}
      columns={[
        { title: texts.user, dataIndex: 'userName' },
        { title: common.plate, dataIndex: 'plate' },
        { title: common.terminalNo, dataIndex: 'terminalNo' },
        { title: common.groupName, dataIndex: 'groupName' },
        { title: texts.type, key: 'type', render: (_v, r) => r.commandId ?? r.CommandId ?? common.none },
        { title: texts.content, key: 'msg', render: (_v, r) => r.commandMsg ?? r.CommandMsg ?? common.none },
        { title: texts.time, dataIndex: 'createTime' },
        { title: texts.result, key: 'result', render: (_v, r) => r.resultMsg || String(r.result ?? common.none) },
      ]}
    />
  );
}
