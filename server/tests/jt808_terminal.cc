// Implementation of the test terminal.
#include "jt808_terminal.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <map>
#include <memory>
#include <mutex>

namespace chelian::testing {
namespace {

using Clock = std::chrono::steady_clock;
constexpr int kAnswerTimeoutMs = 10'000;  // as the real clients wait

}  // namespace

int ConnectLoopback(int port) {
  int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<uint16_t>(port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
    ::close(fd);
    return -1;
  }
  return fd;
}

TestTerminal::TestTerminal(int port, sim::Jt808Terminal terminal, std::string code)
    : port_(port), terminal_(std::move(terminal)), code_(std::move(code)) {}

TestTerminal::~TestTerminal() { Close(); }

bool TestTerminal::Connect() {
  Close();
  fd_ = ConnectLoopback(port_);
  return fd_ >= 0;
}

void TestTerminal::Close() {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
  inbox_.clear();
}

void TestTerminal::Write(ByteView bytes) {
  if (fd_ < 0 && !Connect()) return;
  ::send(fd_, bytes.data(), bytes.size(), MSG_NOSIGNAL);
}

bool TestTerminal::ReadSome(int timeout_ms) {
  pollfd p{fd_, POLLIN, 0};
  if (::poll(&p, 1, std::max(0, timeout_ms)) <= 0) return true;
  char buf[4096];
  ssize_t n = ::recv(fd_, buf, sizeof buf, 0);
  if (n <= 0) return false;
  inbox_.append(buf, static_cast<size_t>(n));
  return true;
}

std::optional<jt808::Packet> TestTerminal::Expect(uint16_t msg_id, int timeout_ms) {
  if (fd_ < 0) return std::nullopt;
  auto end = Clock::now() + std::chrono::milliseconds(timeout_ms);
  while (true) {
    while (true) {
      size_t s = inbox_.find('\x7e');
      if (s == std::string::npos) break;
      size_t e = inbox_.find('\x7e', s + 1);
      if (e == std::string::npos) break;
      std::string frame = inbox_.substr(s, e - s + 1);
      inbox_.erase(0, e + 1);
      auto p = jt808::ParseFrame(AsBytes(frame));
      if (p.ok() && p->header.msg_id == msg_id) return *p;
    }
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(end - Clock::now()).count();
    if (left <= 0 || !ReadSome(static_cast<int>(std::min<long long>(left, 100)))) return std::nullopt;
  }
}

bool TestTerminal::ClosedByServer(int timeout_ms) {
  if (fd_ < 0) return true;
  auto end = Clock::now() + std::chrono::milliseconds(timeout_ms);
  while (Clock::now() < end) {
    if (!ReadSome(100)) return true;
    inbox_.clear();
  }
  return false;
}

std::optional<uint8_t> TestTerminal::Send(const Bytes& frame) {
  auto sent = jt808::ParseFrame(frame);
  if (!sent.ok()) return std::nullopt;
  Write(frame);
  auto end = Clock::now() + std::chrono::milliseconds(kAnswerTimeoutMs);
  while (Clock::now() < end) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(end - Clock::now()).count();
    auto answer = Expect(0x8001, static_cast<int>(left));
    if (!answer) return std::nullopt;
    ByteReader r(answer->body);
    uint16_t serial = r.U16(), id = r.U16();
    uint8_t result = r.U8();
    if (r.ok() && serial == sent->header.serial && id == sent->header.msg_id) return result;
  }
  return std::nullopt;
}

std::optional<uint8_t> TestTerminal::Register(const std::string& plate) {
  uint16_t serial = NextSerial();
  Write(sim::Jt808Register(terminal_, serial, plate));
  while (auto reply = Expect(0x8100, kAnswerTimeoutMs)) {
    ByteReader r(reply->body);
    uint16_t answered = r.U16();
    uint8_t result = r.U8();
    if (!r.ok() || answered != serial) continue;
    if (result == 0) {
      ByteView rest = r.TakeRest();
      code_.assign(rest.begin(), rest.end());
    }
    return result;
  }
  return std::nullopt;
}

std::optional<uint8_t> TestTerminal::Authenticate(std::optional<std::string> code) {
  return Send(sim::Jt808Authenticate(terminal_, NextSerial(), code.value_or(code_)));
}

bool TestTerminal::SignIn() {
  if (fd_ < 0 && !Connect()) return false;
  if (!code_.empty() && Authenticate() == uint8_t{0}) return true;
  if (Register() != uint8_t{0}) return false;
  return Authenticate() == uint8_t{0};
}

bool SendSignedIn(int port, const Bytes& frame) {
  auto parsed = jt808::ParseFrame(frame);
  if (!parsed.ok()) return false;
  static std::mutex mu;
  static std::map<std::pair<int, std::string>, std::unique_ptr<TestTerminal>> terminals;  // (port, number)
  std::lock_guard lock(mu);
  auto& t = terminals[{port, parsed->header.phone}];
  if (!t) t = std::make_unique<TestTerminal>(port, sim::Jt808Terminal{parsed->header.phone, parsed->header.v2019});
  for (int attempt = 0; attempt < 2; ++attempt) {
    if (attempt > 0 || !t->connected()) {
      if (!t->Connect() || !t->SignIn()) continue;
    }
    if (auto result = t->Send(frame)) return *result == 0;
    t->Close();  // no answer: the server closed it (a server of an earlier test on the same port)
  }
  return false;
}

std::vector<uint16_t> AckedLocationSerials(std::string& inbox) {
  std::vector<uint16_t> out;
  while (true) {
    size_t start = inbox.find('\x7e');
    if (start == std::string::npos) return inbox.clear(), out;
    size_t end = inbox.find('\x7e', start + 1);
    if (end == std::string::npos) return inbox.erase(0, start), out;
    auto p = jt808::ParseFrame(AsBytes(std::string_view(inbox).substr(start, end - start + 1)));
    inbox.erase(0, end + 1);
    if (p.ok() && p->header.msg_id == 0x8001 && p->body.size() >= 5 && (p->body[2] << 8 | p->body[3]) == 0x0200 &&
        p->body[4] == 0)  // success: a refusal (result 1) is no acknowledgement
      out.push_back(static_cast<uint16_t>(p->body[0] << 8 | p->body[1]));
  }
}

}  // namespace chelian::testing
