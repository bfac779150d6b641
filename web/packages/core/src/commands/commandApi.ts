// Typed calls of commands to vehicles: the catalogue, sending (one vehicle, a group, a checked
// batch), one command's state, cancelling, the two reports and a photo's URL.
import type { HttpClient } from '../http/client';
import { appendQuery } from '../http/url';
import type { Page } from '../services/centerApi';
import { unwrap } from '../services/unwrap';
import type { BatchCheck, BatchResult, CommandCatalogue, CommandRecord, CommandTextLine, SentCommand } from './commandTypes';

export const COMMAND_PATHS = {
  catalogue: '/car/v4/api/command/catalogue.json',
  terminalResource: '/car/v1/api/resource/listTerminalResource.json',
  down: '/car/v1/api/command/down.json',
  groupDown: '/car/v1/api/command/group/down.json',
  checkBatch: '/car/v1/api/command/checkCommandDownBatchTer.json',
  downBatch: '/car/v1/api/command/commandDownBatch.json',
  getCommand: '/car/v1/api/command/getCommand.json',
  cancel: '/car/v1/api/command/cancel.json',
  pageCommandReport: '/car/v1/accelerate/report/commandReport/pageCommandReport.json',
  pageCommandAndTextUp: '/car/v1/accelerate/report/commandReport/pageCommandAndTextUp.json',
  imageFile: '/car/v1/api/audioImage/getImageFile.json',
} as const;

export interface CommandReportQuery {
  /** 0 group (chooseId = groupId), 1 vehicle (chooseId = vehicleId); absent: everything. */
  flag?: 0 | 1;
  chooseId?: number;
  startTime?: string;
  endTime?: string;
  status?: number;
  mine?: 0 | 1;
  pageNumber: number;
  pageSize: number;
}

export interface TextUpPage {
  data: { time: string; data: CommandTextLine[] };
  total: number;
  pageNumber: number;
  pageSize: number;
}

export function createCommandApi(http: HttpClient) {
  return {
    catalogue: async (): Promise<CommandCatalogue> => unwrap(await http.get<CommandCatalogue>(COMMAND_PATHS.catalogue)),
    /** One vehicle; `silent` leaves showing a refusal to the caller. */
    send: async (vehicleId: number, commandType: string, commandMsg: string, silent = false) =>
      unwrap(
        await http.postJson<SentCommand & { uuid: string; online: 0 | 1; commandName: string }>(
          COMMAND_PATHS.down,
          { vehicleId, commandType, commandMsg },
          { silent },
        ),
      ),
    sendGroup: async (groupId: number, commandType: string, commandMsg: string, selectedSubGroup: 0 | 1) =>
      unwrap(
        await http.postJson<BatchResult>(COMMAND_PATHS.groupDown, { groupId, commandType, commandMsg, selectedSubGroup }, { silent: true }),
      ),
    checkBatch: async (commandType: string, vehicleIds: number[]) =>
      unwrap(await http.get<BatchCheck>(COMMAND_PATHS.checkBatch, { commandType, vehicleIds: vehicleIds.join(',') })),
    sendBatch: async (commandType: string, commandMsg: string, vehicleIds: number[]) =>
      unwrap(await http.postJson<BatchResult>(COMMAND_PATHS.downBatch, { commandType, commandMsg, vehicleIds }, { silent: true })),
    get: async (id: number) => unwrap(await http.get<CommandRecord>(COMMAND_PATHS.getCommand, { id }, { silent: true })),
    cancel: async (id: number) => unwrap(await http.postJson<unknown>(COMMAND_PATHS.cancel, { id })),
    pageReport: async (q: CommandReportQuery) =>
      unwrap(await http.post<Page<CommandRecord>>(COMMAND_PATHS.pageCommandReport, { ...q })),
    pageTextUp: async (q: { pageNumber: number; pageSize: number; time?: string; mine?: 0 | 1 }) =>
      unwrap(await http.get<TextUpPage>(COMMAND_PATHS.pageCommandAndTextUp, { ...q })),
    /** URLs of the photos a command took (the session travels as a query parameter). */
    photoUrls: (vehicleId: number, mediaIds: string, sessionId: string): string[] =>
      mediaIds
        .split(',')
        .filter(Boolean)
        .map((fileId) => http.resolveUrl(appendQuery(COMMAND_PATHS.imageFile, { vehicleId, fileId, sessionId }))),
  };
}

export type CommandApi = ReturnType<typeof createCommandApi>;
