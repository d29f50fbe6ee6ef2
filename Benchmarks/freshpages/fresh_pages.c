/*
 * fresh_pages: what first touching memory costs on this machine, the first time and again.
 *
 * Maps SIZE_MB of anonymous memory with huge pages allowed, writes one byte per 4 KB page (the
 * kernel faults each page in and zeroes it), rewrites it all with memset, unmaps it, ROUNDS
 * times. On a VM whose host takes back the memory a guest frees (free page reporting), the
 * first round pays for pages the host must provide again; later rounds get the pages the round
 * before freed, still provided. Run it twice with a pause between (`sleep 3`) to see both.
 * (Documentation/Performance.md, "Twenty-first round".)
 *
 *   cc -O2 -o fresh_pages Benchmarks/freshpages/fresh_pages.c
 *   fresh_pages [SIZE_MB] [ROUNDS]     (default 64 MB, 5 rounds)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    size_t huge = (size_t)2 << 20;
    size_t size = (size_t)(argc > 1 ? atoi(argv[1]) : 64) << 20;
    int rounds = argc > 2 ? atoi(argv[2]) : 5;
    if (size == 0 || rounds <= 0) {
        fprintf(stderr, "usage: fresh_pages [SIZE_MB] [ROUNDS]\n");
        return 2;
    }
    for (int round = 0; round < rounds; round++) {
        char *mapped = mmap(NULL, size + huge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (mapped == MAP_FAILED) {
            perror("mmap");
            return 2;
        }
        char *start = (char *)(((unsigned long)mapped + huge - 1) & ~(huge - 1));
#ifdef MADV_HUGEPAGE
        madvise(start, size, MADV_HUGEPAGE);
#endif
        double t0 = now();
        for (size_t i = 0; i < size; i += 4096) start[i] = 1;
        double t1 = now();
        memset(start, 2, size);
        double t2 = now();
        printf("round %d: first touch %.1f ms (%.2f ms per 2 MB), rewrite %.1f ms\n", round, (t1 - t0) * 1e3,
               (t1 - t0) * 1e3 / (double)(size / huge), (t2 - t1) * 1e3);
        munmap(mapped, size + huge);
    }
    return 0;
}
