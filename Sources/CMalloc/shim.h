/* glibc's allocator controls (mallopt), for tokenc's start-up; nothing elsewhere. */
#if defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#endif
