/*
 * libyaml's memory, served from per-thread free lists.
 *
 * libyaml allocates every string, token and event through four functions of its own —
 * yaml_malloc, yaml_realloc, yaml_strdup and yaml_free — and calls them through its procedure
 * linkage table, so a program that defines functions of those names is the one they reach
 * (ELF symbol interposition). Linting a 1,000-screen project, libyaml makes ~5 million
 * allocations of a few dozen bytes and ~8 million frees (a third of them of null pointers);
 * glibc's malloc and free cost ~110 instructions a pair there. This file defines the four functions: they pass every call to the C
 * library until tokenc_yaml_memory_enable() is called, and from then on serve blocks of up to
 * 1 KB from 64 KB slabs, one size class (every 16 bytes) a slab, each thread keeping the blocks it
 * frees for its next allocations (~30 instructions a pair); what a thread holds when it ends goes
 * to the next thread that runs out. Larger blocks still come from the C library.
 *
 * Whether the interposition happens depends on how libyaml was linked (it does on Debian's
 * shared libyaml; it does not with macOS's two-level namespace, nor with a libyaml bound to its
 * own symbols). So the caller first counts, with the calls passed through, which of the four
 * functions libyaml reached while parsing a small document (tokenc_yaml_memory_count_calls), and
 * enables the free lists only when it reached all four: a block from the free lists must never
 * be given to the C library's free, nor the other way round — yaml_free and yaml_realloc tell
 * the two apart by address.
 */
#ifndef CYAMLMEMORY_H
#define CYAMLMEMORY_H

#include <stddef.h>
#include <stdint.h>

/* Calls to each of the four functions while counting (tokenc_yaml_memory_count_calls). */
typedef struct {
    uint64_t malloc_calls;
    uint64_t realloc_calls;
    uint64_t strdup_calls;
    uint64_t free_calls;
} tokenc_yaml_memory_counts;

/* Starts (1) or stops (0) counting the calls, which are passed through to the C library
   meanwhile. Returns the counts so far (reset when counting starts). Only before enabling. */
tokenc_yaml_memory_counts tokenc_yaml_memory_count_calls(int counting);

/* Serves libyaml's small blocks from the free lists from now on; returns 1, or 0 when the slab
   region could not be reserved (then every call still goes to the C library). Call once, before
   other threads use libyaml. */
int tokenc_yaml_memory_enable(void);

/* Whether the free lists serve libyaml's blocks. */
int tokenc_yaml_memory_enabled(void);

/* Frees a block libyaml would free with yaml_free: from the free lists or from the C library. */
void tokenc_yaml_memory_free(void *block);

/* The same four functions under names of their own, for tests (they behave exactly as the
   interposed ones). */
void *tokenc_yaml_memory_malloc(size_t size);
void *tokenc_yaml_memory_realloc(void *block, size_t size);
unsigned char *tokenc_yaml_memory_strdup(const unsigned char *text);

/* Whether a block is one of the free lists' (for tests). */
int tokenc_yaml_memory_is_pooled(const void *block);

/* The usable size of a block from the free lists (its size class), 0 for any other block. */
size_t tokenc_yaml_memory_pooled_size(const void *block);

/* How many 64 KB slabs have been carved from the region so far (for tests). */
size_t tokenc_yaml_memory_slabs_taken(void);

#endif
