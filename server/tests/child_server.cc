// Implementation of the test helpers for child processes.
#include "child_server.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <thread>

#include "jt808_terminal.h"

namespace chelian::testing {

int FreePort() {
  int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a);
  socklen_t len = sizeof a;
  ::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len);
  ::close(fd);
  return ntohs(a.sin_port);
}

int ConnectWithRetry(int port) {
  for (int i = 0; i < 200; ++i) {
    if (int fd = ConnectLoopback(port); fd >= 0) return fd;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  return -1;
}

pid_t StartProcess(const std::string& binary, const std::vector<std::string>& args) {
  pid_t pid = ::fork();
  if (pid == 0) {
    std::vector<std::string> all = {binary};
    all.insert(all.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (auto& a : all) argv.push_back(a.data());
    argv.push_back(nullptr);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  return pid;
}

pid_t StartServer(const std::vector<std::string>& sets) {
  std::vector<std::string> args;
  for (const auto& s : sets) {
    args.push_back("--set");
    args.push_back(s);
  }
  return StartProcess(CHELIAN_SERVER_BINARY, args);
}

}  // namespace chelian::testing
