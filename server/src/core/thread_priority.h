// Lowers the scheduling priority (raises the nice value) of the calling thread only, so that
// background work yields a busy core to latency-sensitive threads. Raising a nice value needs no
// privilege; lowering it again does, so a thread's priority only ever goes down.
#pragma once

namespace chelian {

// Sets the calling thread's nice value (0..19); a value at or below the thread's own changes
// nothing (0: keep the process's priority). Where that fails (a value out of range, a kernel that
// refuses) a warning is logged and the thread keeps its priority.
void SetThisThreadNice(int nice);

// The calling thread's nice value.
int ThisThreadNice();

}  // namespace chelian
