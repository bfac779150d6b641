// The jsdom setup of the report kit's tests: the shared one of @chelian/ui (matchMedia,
// ResizeObserver, cleanup, 10 s waits).
import '../../../ui/src/test/setupDom';
