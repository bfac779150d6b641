// The 导出 buttons of 数据报表's pages (migration 0072, v3-console-inventory §5.3): an export call
// needs its page's button in the caller's role, as the page shows the button only then.
#pragma once

namespace chelian::api::report {

inline constexpr long long kButtonAlarmExport = 150102;         // 报警记录 导出
inline constexpr long long kButtonAlarmDetailExport = 150104;   // 报警记录 明细导出
inline constexpr long long kButtonOfflineExport = 150202;       // 离线统计
inline constexpr long long kButtonAccExport = 150303;           // 行车统计
inline constexpr long long kButtonAccDetailExport = 150304;     // 行车统计 明细导出
inline constexpr long long kButtonParkingExport = 150402;       // 停车报表
inline constexpr long long kButtonStopsExport = 150504;         // 经常停留点
inline constexpr long long kButtonEnergyExport = 150602;        // 剩余电量
inline constexpr long long kButtonMileageExport = 150703;       // 里程报表 (and its 明细)
inline constexpr long long kButtonTotalMileageExport = 150802;  // 总里程查询
inline constexpr long long kButtonCommandExport = 150902;       // 指令查询
inline constexpr long long kButtonOperationExport = 151002;     // 操作记录
inline constexpr long long kButtonMaintainExport = 151102;      // 保养报表
inline constexpr long long kButtonInsuranceExport = 151202;     // 保险报表

}  // namespace chelian::api::report
