// The export icon's action for a page: refuses when nothing was searched or found (报警记录: "暂无
// 报警数据"-style message), starts the export in the download center, says where to find it, shows failures.
import { App } from 'antd';
import { reportError, type Params } from '@chelian/core';
import { useSubAppServices } from '@chelian/ui/subapp';
import { runReportExport, type ReportExport } from './reportExport';
import { exportTexts as texts } from '../texts';

export function useReportExport() {
  const { http } = useSubAppServices();
  const { message } = App.useApp();
  return async (how: ReportExport, params: Params | undefined, nothingText: string = texts.nothing) => {
    if (!params) return void message.warning(nothingText);
    try {
      await runReportExport(http, how, params);
      void message.success(texts.started);
    } catch (e) {
      reportError(e);
    }
  };
}
