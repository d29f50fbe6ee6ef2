/* libyaml's memory from per-thread free lists: see include/CYAMLMemory.h. */
#include "CYAMLMemory.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define LIKELY(x) __builtin_expect(!!(x), 1)

/* Slabs of 64 KB, each holding blocks of one size class, carved in order from one reserved
   region (reserved, not touched: only the slabs used become resident). When the region is used
   up, blocks come from the C library again. */
#define SLAB_SHIFT 16
#define SLAB_SIZE ((uintptr_t)1 << SLAB_SHIFT)
#define REGION_SIZE ((uintptr_t)256 << 20)
#define SLAB_COUNT (REGION_SIZE >> SLAB_SHIFT)

/* Size classes every 16 bytes (so every block is 16-byte aligned, like malloc's): class c holds
   blocks of c × 16 bytes, class 0 those of 16 (for a request of 0 bytes). */
#define LARGEST_POOLED 1024
#define CLASS_COUNT (LARGEST_POOLED / 16 + 1)
static inline uintptr_t class_size(unsigned c) { return c ? (uintptr_t)c << 4 : 16; }

/* 0: pass calls through; 1: pass through and count them; 2: free lists. Set before other
   threads use libyaml (enable's caller guarantees it). */
static _Atomic int mode = 0;
/* Where the region starts: until it is reserved, an address no block can have, so that the one
   subtraction and comparison that tell a pooled block apart are false for every other address
   (and for NULL). Written once, before `mode` becomes 2 (a thread only holds a pooled block made
   after that). */
static uintptr_t region_start = ~(uintptr_t)0 - REGION_SIZE - SLAB_SIZE;
static _Atomic uintptr_t slabs_taken = 0;
/* The class of each slab, written by the thread that takes the slab before any of its blocks
   is handed out. */
static uint8_t slab_class[SLAB_COUNT];

static _Atomic uint64_t malloc_calls, realloc_calls, strdup_calls, free_calls;

/* A thread's blocks: a free list and the rest of its current slab, per class. */
struct thread_blocks {
    void *free_list[CLASS_COUNT];
    uintptr_t next[CLASS_COUNT];
    uintptr_t end[CLASS_COUNT];
};
/* Initial-exec: reached at a fixed offset from the thread pointer, without the call a shared
   object's thread-local variable takes (which also made the fast paths save registers). This
   code is linked into executables (tokenc, the tests, the benchmarks), whose static TLS block
   always has room for it. */
#if defined(__ELF__)
static __thread struct thread_blocks blocks __attribute__((tls_model("initial-exec")));
#else
static __thread struct thread_blocks blocks;
#endif

/* The offset of a block in the region: less than REGION_SIZE only for a pooled block. */
static inline uintptr_t offset_of(const void *block) { return (uintptr_t)block - region_start; }

static inline void count(_Atomic uint64_t *counter) {
    if (atomic_load_explicit(&mode, memory_order_relaxed) == 1) {
        atomic_fetch_add_explicit(counter, 1, memory_order_relaxed);
    }
}

/* The common case, inlined: a block of class c from this thread's free list or slab; NULL when
   both are empty. */
static inline void *take_fast(unsigned c) {
    void *head = blocks.free_list[c];
    if (LIKELY(head != NULL)) {
        blocks.free_list[c] = *(void **)head;
        return head;
    }
    uintptr_t next = blocks.next[c];
    if (LIKELY(next != blocks.end[c])) {
        blocks.next[c] = next + class_size(c);
        return (void *)next;
    }
    return NULL;
}

/* What threads that ended left: per class, a chain of free blocks and the unused ends of their
   slabs, taken by the next thread that runs out of blocks of that class (so that a program
   making many threads — the tests make thousands of parsers' threads — does not use up the
   region). Guarded by a lock, taken only when a thread ends or runs out. */
#define LEFT_RANGES 32
static pthread_mutex_t left_lock = PTHREAD_MUTEX_INITIALIZER;
static void *left_blocks[CLASS_COUNT];
static struct { uintptr_t next, end; } left_ranges[CLASS_COUNT][LEFT_RANGES];
static unsigned left_range_count[CLASS_COUNT];
static pthread_key_t thread_end_key;
#if defined(__ELF__)
static __thread int thread_end_registered __attribute__((tls_model("initial-exec")));
#else
static __thread int thread_end_registered;
#endif

/* Run when a thread that took blocks ends: its free lists and slab ends go to `left_…`. */
static void thread_ends(void *unused) {
    (void)unused;
    pthread_mutex_lock(&left_lock);
    for (unsigned c = 0; c < CLASS_COUNT; c++) {
        void *head = blocks.free_list[c];
        if (head) {
            void *tail = head;
            while (*(void **)tail) tail = *(void **)tail;
            *(void **)tail = left_blocks[c];
            left_blocks[c] = head;
            blocks.free_list[c] = NULL;
        }
        if (blocks.next[c] != blocks.end[c] && left_range_count[c] < LEFT_RANGES) {
            left_ranges[c][left_range_count[c]].next = blocks.next[c];
            left_ranges[c][left_range_count[c]].end = blocks.end[c];
            left_range_count[c]++;
        }
        blocks.next[c] = blocks.end[c] = 0;
    }
    pthread_mutex_unlock(&left_lock);
}

/* A new slab for class c (or what an ended thread left of that class), then its first block;
   NULL when the region is used up. */
__attribute__((noinline)) static void *take_slab(unsigned c) {
    if (!thread_end_registered) {
        thread_end_registered = 1;
        pthread_setspecific(thread_end_key, (void *)1);
    }
    pthread_mutex_lock(&left_lock);
    void *chain = left_blocks[c];
    if (chain) {
        left_blocks[c] = NULL;
        pthread_mutex_unlock(&left_lock);
        blocks.free_list[c] = *(void **)chain;
        return chain;
    }
    if (left_range_count[c] > 0) {
        left_range_count[c]--;
        uintptr_t next = left_ranges[c][left_range_count[c]].next, end = left_ranges[c][left_range_count[c]].end;
        pthread_mutex_unlock(&left_lock);
        blocks.next[c] = next + class_size(c);
        blocks.end[c] = end;
        return (void *)next;
    }
    pthread_mutex_unlock(&left_lock);
    uintptr_t slab = atomic_fetch_add_explicit(&slabs_taken, 1, memory_order_relaxed);
    if (slab >= SLAB_COUNT) return NULL;
    slab_class[slab] = (uint8_t)c;
    uintptr_t start = region_start + (slab << SLAB_SHIFT);
    blocks.next[c] = start + class_size(c);
    /* The whole slab in blocks of the class (the remainder of a slab is left unused). */
    blocks.end[c] = start + (SLAB_SIZE / class_size(c)) * class_size(c);
    return (void *)start;
}

static inline void give(void *block, uintptr_t offset) {
    unsigned c = slab_class[offset >> SLAB_SHIFT];
    *(void **)block = blocks.free_list[c];
    blocks.free_list[c] = block;
}

/* Everything but a pooled block from a list or a slab already taken: counting, new slabs, the C
   library. */
__attribute__((noinline)) static void *allocate_slow(size_t size) {
    if (atomic_load_explicit(&mode, memory_order_acquire) == 2) {
        if (size <= LARGEST_POOLED) {
            unsigned c = (unsigned)((size + 15) >> 4);
            void *block = take_fast(c);
            if (!block) block = take_slab(c);
            if (block) return block;
        }
    }
    return malloc(size ? size : 1);
}

static inline void *allocate(size_t size) {
    if (LIKELY(size <= LARGEST_POOLED && atomic_load_explicit(&mode, memory_order_acquire) == 2)) {
        void *block = take_fast((unsigned)((size + 15) >> 4));
        if (LIKELY(block != NULL)) return block;
    }
    return allocate_slow(size);
}

static inline void release(void *block) {
    uintptr_t offset = offset_of(block);
    if (LIKELY(offset < REGION_SIZE)) {
        give(block, offset);
    } else {
        free(block);
    }
}

static void *reallocate(void *block, size_t size) {
    uintptr_t offset = offset_of(block);
    if (offset < REGION_SIZE) {
        uintptr_t old = class_size(slab_class[offset >> SLAB_SHIFT]);
        if (size <= old) return block;
        void *moved = allocate(size);
        if (!moved) return NULL;
        memcpy(moved, block, old);
        give(block, offset);
        return moved;
    }
    if (!block) return allocate(size);
    return realloc(block, size ? size : 1);
}

static unsigned char *duplicate(const unsigned char *text) {
    if (!text) return NULL;
    size_t length = strlen((const char *)text) + 1;
    unsigned char *copy = allocate(length);
    if (copy) memcpy(copy, text, length);
    return copy;
}

/* The four functions libyaml calls (the same signatures as in its yaml_private.h). Counting only
   happens before the free lists are on, when every call takes the slow paths. */

__attribute__((noinline)) static void *yaml_malloc_slow(size_t size) {
    count(&malloc_calls);
    return allocate_slow(size);
}

__attribute__((noinline)) static void yaml_free_slow(void *block) {
    count(&free_calls);
    free(block);
}

void *yaml_malloc(size_t size) {
    if (LIKELY(size <= LARGEST_POOLED && atomic_load_explicit(&mode, memory_order_acquire) == 2)) {
        void *block = take_fast((unsigned)((size + 15) >> 4));
        if (LIKELY(block != NULL)) return block;
    }
    return yaml_malloc_slow(size);
}

void yaml_free(void *block) {
    uintptr_t offset = offset_of(block);
    if (LIKELY(offset < REGION_SIZE)) {
        give(block, offset);
        return;
    }
    /* libyaml frees many null pointers (an event's absent anchor and tag). */
    if (block == NULL && atomic_load_explicit(&mode, memory_order_relaxed) != 1) return;
    yaml_free_slow(block);
}

void *yaml_realloc(void *block, size_t size) {
    count(&realloc_calls);
    return reallocate(block, size);
}

unsigned char *yaml_strdup(const unsigned char *text) {
    count(&strdup_calls);
    return duplicate(text);
}

/* The interface (CYAMLMemory.h). */

tokenc_yaml_memory_counts tokenc_yaml_memory_count_calls(int counting) {
    tokenc_yaml_memory_counts counts = {
        atomic_load(&malloc_calls), atomic_load(&realloc_calls), atomic_load(&strdup_calls), atomic_load(&free_calls),
    };
    if (atomic_load(&mode) == 2) return counts;
    if (counting) {
        atomic_store(&malloc_calls, 0);
        atomic_store(&realloc_calls, 0);
        atomic_store(&strdup_calls, 0);
        atomic_store(&free_calls, 0);
        counts = (tokenc_yaml_memory_counts){0, 0, 0, 0};
    }
    atomic_store(&mode, counting ? 1 : 0);
    return counts;
}

int tokenc_yaml_memory_enable(void) {
    if (atomic_load(&mode) == 2) return 1;
    void *region = mmap(NULL, REGION_SIZE + SLAB_SIZE, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS
#ifdef MAP_NORESERVE
                        | MAP_NORESERVE
#endif
                        , -1, 0);
    if (region == MAP_FAILED || pthread_key_create(&thread_end_key, thread_ends) != 0) {
        if (region != MAP_FAILED) munmap(region, REGION_SIZE + SLAB_SIZE);
        atomic_store(&mode, 0);
        return 0;
    }
    /* Slabs aligned to their size. */
    region_start = ((uintptr_t)region + SLAB_SIZE - 1) & ~(SLAB_SIZE - 1);
    atomic_store_explicit(&mode, 2, memory_order_release);
    return 1;
}

int tokenc_yaml_memory_enabled(void) {
    return atomic_load_explicit(&mode, memory_order_acquire) == 2;
}

void tokenc_yaml_memory_free(void *block) { release(block); }
void *tokenc_yaml_memory_malloc(size_t size) { return allocate(size); }
void *tokenc_yaml_memory_realloc(void *block, size_t size) { return reallocate(block, size); }
unsigned char *tokenc_yaml_memory_strdup(const unsigned char *text) { return duplicate(text); }

int tokenc_yaml_memory_is_pooled(const void *block) { return offset_of(block) < REGION_SIZE; }

size_t tokenc_yaml_memory_slabs_taken(void) { return (size_t)atomic_load(&slabs_taken); }

size_t tokenc_yaml_memory_pooled_size(const void *block) {
    uintptr_t offset = offset_of(block);
    return offset < REGION_SIZE ? (size_t)class_size(slab_class[offset >> SLAB_SHIFT]) : 0;
}
